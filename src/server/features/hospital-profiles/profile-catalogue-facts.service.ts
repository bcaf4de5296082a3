import type {
  HospitalFilterOptions,
  HospitalFilters,
} from '#shared/catalogue/catalogue.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { utcDateOf } from './hospital-profiles.dto.ts';
import {
  listBadgesInForce,
  listListedProfileFacets,
  listPublishedProfiles,
  publishedHospitalIdsMatching,
} from './hospital-profiles.repository.ts';

/** What the public catalogue shows of a hospital's approved profile (ADR 0059). */
export interface CatalogueProfileFacts {
  country: string | null;
  city: string | null;
  specialties: string[];
  languages: string[];
  /** Codes of the bodies whose badge is in force (`JCI`), sorted. */
  accreditations: string[];
}

/** What a hospital without an approved profile shows: nothing. */
export const NO_PROFILE_FACTS: CatalogueProfileFacts = {
  country: null,
  city: null,
  specialties: [],
  languages: [],
  accreditations: [],
};

/**
 * The catalogue facts of `hospitalIds`' approved profiles, by hospital id; hospitals whose
 * profile was never approved are absent (show {@link NO_PROFILE_FACTS}).
 */
export async function getCatalogueProfileFacts(
  db: Queryable,
  hospitalIds: readonly string[],
  now = new Date(),
): Promise<Map<string, CatalogueProfileFacts>> {
  const [profiles, badges] = await Promise.all([
    listPublishedProfiles(db, hospitalIds),
    listBadgesInForce(db, hospitalIds, utcDateOf(now)),
  ]);
  const facts = new Map<string, CatalogueProfileFacts>();
  for (const profile of profiles) {
    facts.set(profile.hospitalId, {
      country: profile.country,
      city: profile.city,
      specialties: profile.specialties,
      languages: profile.languages,
      accreditations: badges
        .filter((badge) => badge.hospitalId === profile.hospitalId)
        .map((badge) => badge.body),
    });
  }
  return facts;
}

/**
 * Hospitals whose approved profile matches every filter in `filters`, as a subquery of ids for
 * an `IN`; undefined when no filter is given (every listed hospital matches).
 */
export function hospitalIdsMatchingFilters(
  db: Queryable,
  filters: HospitalFilters,
  now = new Date(),
) {
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  return isFiltered ? publishedHospitalIdsMatching(db, filters, utcDateOf(now)) : undefined;
}

/**
 * `GET /api/hospital-filters`: every value a filter can take that a listed hospital has —
 * countries, languages and accreditation codes sorted; specialties once per spelling without
 * regard to case (the first in sort order kept), sorted by their lower-case form.
 */
export async function getHospitalFilterOptions(
  db: Queryable,
  now = new Date(),
): Promise<HospitalFilterOptions> {
  const { profiles, badgeBodies } = await listListedProfileFacets(db, utcDateOf(now));
  const specialties = new Map<string, string>();
  for (const name of profiles.flatMap((profile) => profile.specialties).sort()) {
    if (!specialties.has(name.toLowerCase())) specialties.set(name.toLowerCase(), name);
  }
  const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    countries: sortedUnique(profiles.flatMap((profile) => profile.country ?? [])),
    specialties: [...specialties.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, name]) => name),
    accreditations: sortedUnique(badgeBodies),
    languages: sortedUnique(profiles.flatMap((profile) => profile.languages)),
  };
}
