import type { CatalogueHospital, HospitalListQuery } from '#shared/catalogue/catalogue.schemas.ts';
import { hospitalIdOfSlug, hospitalSlug } from '#shared/catalogue/hospital-slug.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { countRequestsWon } from '../bids/bid-statistics.service.ts';
import {
  getCatalogueProfileFacts,
  hospitalIdsMatchingFilters,
  NO_PROFILE_FACTS,
} from '../hospital-profiles/profile-catalogue-facts.service.ts';
import { getHospitalRatings } from '../testimonials/testimonials.service.ts';
import { findUserById, listVerifiedHospitals, type UserRow } from '../users/users.service.ts';

const HOSPITAL_NOT_FOUND = 'Hospital not found';

/** The name a hospital account shows: its first and last name fields, as its profile does. */
function hospitalName(row: UserRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || 'Hospital';
}

/**
 * Verified hospital rows with their public rating, requests won and approved profile's facts,
 * in the order given.
 */
async function toCatalogueHospitals(
  db: Queryable,
  rows: readonly UserRow[],
): Promise<CatalogueHospital[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [ratings, won, facts] = await Promise.all([
    getHospitalRatings(db, ids),
    countRequestsWon(db, ids),
    getCatalogueProfileFacts(db, ids),
  ]);
  return rows.map((row, index) => {
    const name = hospitalName(row);
    return {
      id: row.id,
      slug: hospitalSlug({ id: row.id, name }),
      name,
      averageRating: ratings[index]?.averageRating ?? null,
      reviewCount: ratings[index]?.reviewCount ?? 0,
      requestsWon: won[index] ?? 0,
      // Only verified rows get here.
      verifiedSince: (row.hospitalVerifiedAt ?? row.createdAt).toISOString(),
      ...(facts.get(row.id) ?? NO_PROFILE_FACTS),
    };
  });
}

/**
 * `GET /api/hospitals` (issue #17): verified hospitals, oldest account first, one page of
 * `query.limit` with the next page's cursor; with filters, only those whose approved profile
 * matches them all (ADR 0059).
 * @throws 400 for a cursor this server did not make.
 */
export async function listCatalogueHospitals(
  db: Queryable,
  query: HospitalListQuery,
): Promise<Page<CatalogueHospital>> {
  const { limit, cursor, ...filters } = query;
  const rows = await listVerifiedHospitals(db, {
    limit: limit + 1,
    cursor: decodeCursor(cursor),
    onlyIds: hospitalIdsMatchingFilters(db, filters),
  });
  const page = toPage(rows, query);
  return { items: await toCatalogueHospitals(db, page.items), nextCursor: page.nextCursor };
}

/**
 * `GET /api/hospitals/{slug}` (issue #17): one verified hospital by the id its slug ends with;
 * the name part may be outdated (a renamed hospital keeps its links), callers link the
 * returned `slug` as canonical.
 * @throws 404 "Hospital not found" for a slug without an id, or not a verified hospital's.
 */
export async function getCatalogueHospital(
  db: Queryable,
  slug: string,
): Promise<CatalogueHospital> {
  const id = hospitalIdOfSlug(slug);
  const row = id === undefined ? undefined : await findUserById(db, id);
  if (!row || row.role !== 'hospital' || !row.hospitalVerifiedAt || row.deletedAt) {
    throw notFound(HOSPITAL_NOT_FOUND);
  }
  const [hospital] = await toCatalogueHospitals(db, [row]);
  if (!hospital) throw notFound(HOSPITAL_NOT_FOUND);
  return hospital;
}
