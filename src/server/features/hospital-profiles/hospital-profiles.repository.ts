import {
  and,
  arrayContains,
  asc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { HospitalFilters } from '#shared/catalogue/catalogue.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import {
  hospitalAccreditations,
  hospitalPhotos,
  hospitalProfiles,
} from '../../db/schema/hospital-profiles.ts';
import { users } from '../../db/schema/users.ts';

export type ProfileRow = typeof hospitalProfiles.$inferSelect;
export type AccreditationRow = typeof hospitalAccreditations.$inferSelect;
export type PhotoRow = typeof hospitalPhotos.$inferSelect;
type ProfileFields = Omit<
  typeof hospitalProfiles.$inferInsert,
  'hospitalId' | 'createdAt' | 'updatedAt'
>;

export async function findProfile(db: Queryable, hospitalId: string) {
  const [row] = await db
    .select()
    .from(hospitalProfiles)
    .where(eq(hospitalProfiles.hospitalId, hospitalId));
  return row;
}

/** The hospital's row, locked until the transaction ends (a save reads, then writes). */
export async function findProfileForUpdate(db: Queryable, hospitalId: string) {
  const [row] = await db
    .select()
    .from(hospitalProfiles)
    .where(eq(hospitalProfiles.hospitalId, hospitalId))
    .for('update');
  return row;
}

/** Inserts or updates the hospital's row with `fields`; the row after. */
export async function upsertProfile(db: Queryable, hospitalId: string, fields: ProfileFields) {
  const [row] = await db
    .insert(hospitalProfiles)
    .values({ hospitalId, ...fields })
    .onConflictDoUpdate({ target: hospitalProfiles.hospitalId, set: fields })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

/**
 * Compare-and-set of the verification status: only from one of `from`; the row after, or
 * undefined when the profile is absent or in another state.
 */
export async function setProfileStatus(
  db: Queryable,
  hospitalId: string,
  from: readonly ProfileRow['status'][],
  set: Partial<ProfileFields>,
) {
  const [row] = await db
    .update(hospitalProfiles)
    .set(set)
    .where(
      and(eq(hospitalProfiles.hospitalId, hospitalId), inArray(hospitalProfiles.status, [...from])),
    )
    .returning();
  return row;
}

/**
 * Approves a submitted profile (compare-and-set from `submitted`): status `approved`, the note
 * cleared, `first_approved_at` set on the first approval only, `pending` (the proposed fields,
 * when the profile was already published) written over the published ones. The row after, or
 * undefined.
 */
export async function approveSubmittedProfile(
  db: Queryable,
  hospitalId: string,
  now: Date,
  pending: Partial<ProfileFields> = {},
) {
  const [row] = await db
    .update(hospitalProfiles)
    .set({
      ...pending,
      pendingChanges: null,
      status: 'approved',
      reviewNote: null,
      firstApprovedAt: sql`coalesce(${hospitalProfiles.firstApprovedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(eq(hospitalProfiles.hospitalId, hospitalId), eq(hospitalProfiles.status, 'submitted')),
    )
    .returning();
  return row;
}

/** Submitted profiles, oldest submission first (the admin queue). */
export function listSubmittedProfiles(db: Queryable, limit: number) {
  return db
    .select()
    .from(hospitalProfiles)
    .where(eq(hospitalProfiles.status, 'submitted'))
    .orderBy(asc(hospitalProfiles.submittedAt), asc(hospitalProfiles.hospitalId))
    .limit(limit);
}

export function listAccreditations(db: Queryable, hospitalIds: readonly string[]) {
  if (hospitalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hospitalAccreditations)
    .where(inArray(hospitalAccreditations.hospitalId, [...hospitalIds]))
    .orderBy(asc(hospitalAccreditations.createdAt), asc(hospitalAccreditations.id));
}

export function countAccreditations(db: Queryable, hospitalId: string) {
  return db.$count(hospitalAccreditations, eq(hospitalAccreditations.hospitalId, hospitalId));
}

export async function insertAccreditation(
  db: Queryable,
  values: typeof hospitalAccreditations.$inferInsert,
) {
  const [row] = await db.insert(hospitalAccreditations).values(values).returning();
  if (!row) throw new Error('accreditation insert returned no row');
  return row;
}

export async function findAccreditation(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(hospitalAccreditations)
    .where(eq(hospitalAccreditations.id, id));
  return row;
}

export async function deleteAccreditationOf(db: Queryable, id: string, hospitalId: string) {
  const [row] = await db
    .delete(hospitalAccreditations)
    .where(
      and(eq(hospitalAccreditations.id, id), eq(hospitalAccreditations.hospitalId, hospitalId)),
    )
    .returning();
  return row;
}

/** Marks the hospital's listed, unverified accreditations verified at `at`. */
export async function verifyAccreditationsOf(db: Queryable, hospitalId: string, at: Date) {
  await db
    .update(hospitalAccreditations)
    .set({ verifiedAt: at })
    .where(
      and(
        eq(hospitalAccreditations.hospitalId, hospitalId),
        isNull(hospitalAccreditations.verifiedAt),
      ),
    );
}

/** Marks the hospital's photos not yet approved as approved at `at` (profile approval). */
export async function approvePhotosOf(db: Queryable, hospitalId: string, at: Date) {
  await db
    .update(hospitalPhotos)
    .set({ approvedAt: at })
    .where(and(eq(hospitalPhotos.hospitalId, hospitalId), isNull(hospitalPhotos.approvedAt)));
}

/**
 * Claims up to `limit` badges whose expiry date is before `today` (YYYY-MM-DD) and marks them
 * removed at `now`, skipping rows another instance holds; the claimed rows.
 */
export async function removeExpiredBadges(
  db: Queryable,
  input: { today: string; now: Date; limit: number },
) {
  const due = db
    .select({ id: hospitalAccreditations.id })
    .from(hospitalAccreditations)
    .where(
      and(
        isNotNull(hospitalAccreditations.verifiedAt),
        isNull(hospitalAccreditations.badgeRemovedAt),
        lt(hospitalAccreditations.expiresOn, input.today),
      ),
    )
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(hospitalAccreditations)
    .set({ badgeRemovedAt: input.now })
    .where(inArray(hospitalAccreditations.id, due))
    .returning();
}

export function listPhotos(db: Queryable, hospitalId: string) {
  return db
    .select()
    .from(hospitalPhotos)
    .where(eq(hospitalPhotos.hospitalId, hospitalId))
    .orderBy(asc(hospitalPhotos.createdAt), asc(hospitalPhotos.id));
}

export function countPhotos(db: Queryable, hospitalId: string) {
  return db.$count(hospitalPhotos, eq(hospitalPhotos.hospitalId, hospitalId));
}

export async function insertPhoto(db: Queryable, values: typeof hospitalPhotos.$inferInsert) {
  const [row] = await db.insert(hospitalPhotos).values(values).returning();
  if (!row) throw new Error('photo insert returned no row');
  return row;
}

export async function findPhoto(db: Queryable, id: string) {
  const [row] = await db.select().from(hospitalPhotos).where(eq(hospitalPhotos.id, id));
  return row;
}

export async function deletePhotoOf(db: Queryable, id: string, hospitalId: string) {
  const [row] = await db
    .delete(hospitalPhotos)
    .where(and(eq(hospitalPhotos.id, id), eq(hospitalPhotos.hospitalId, hospitalId)))
    .returning();
  return row;
}

/** Which of `storageKeys` an accreditation or photo row names (for the orphan sweep). */
export async function findProfileStorageKeys(
  db: Queryable,
  storageKeys: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (storageKeys.length === 0) return found;
  const keys = [...storageKeys];
  const evidence = await db
    .select({ key: hospitalAccreditations.evidenceStorageKey })
    .from(hospitalAccreditations)
    .where(inArray(hospitalAccreditations.evidenceStorageKey, keys));
  const photos = await db
    .select({ avif: hospitalPhotos.avifStorageKey, webp: hospitalPhotos.webpStorageKey })
    .from(hospitalPhotos)
    .where(
      or(
        inArray(hospitalPhotos.avifStorageKey, keys),
        inArray(hospitalPhotos.webpStorageKey, keys),
      ),
    );
  for (const row of evidence) found.add(row.key);
  for (const row of photos) {
    found.add(row.avif);
    found.add(row.webp);
  }
  return found;
}

/** Approved-profile check for many hospitals at once (bid cards): ids of published ones. */
export async function findPublishedHospitalIds(db: Queryable, hospitalIds: readonly string[]) {
  if (hospitalIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: hospitalProfiles.hospitalId })
    .from(hospitalProfiles)
    .where(
      and(
        inArray(hospitalProfiles.hospitalId, [...hospitalIds]),
        isNotNull(hospitalProfiles.firstApprovedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes a hospital's profile, accreditations and photos (account deletion, ADR 0028); the
 * storage keys of the files those rows named, for removal after the commit.
 */
export async function deleteProfileRowsOf(db: Queryable, hospitalId: string): Promise<string[]> {
  const evidence = await db
    .delete(hospitalAccreditations)
    .where(eq(hospitalAccreditations.hospitalId, hospitalId))
    .returning({ key: hospitalAccreditations.evidenceStorageKey });
  const photos = await db
    .delete(hospitalPhotos)
    .where(eq(hospitalPhotos.hospitalId, hospitalId))
    .returning({ avif: hospitalPhotos.avifStorageKey, webp: hospitalPhotos.webpStorageKey });
  await db.delete(hospitalProfiles).where(eq(hospitalProfiles.hospitalId, hospitalId));
  return [...evidence.map((row) => row.key), ...photos.flatMap((row) => [row.avif, row.webp])];
}

/** A badge in force on `today` (YYYY-MM-DD), as SQL over `hospital_accreditations` (`hasBadge`). */
function badgeInForce(today: string) {
  return and(
    isNotNull(hospitalAccreditations.verifiedAt),
    isNull(hospitalAccreditations.badgeRemovedAt),
    gte(hospitalAccreditations.expiresOn, today),
  );
}

/**
 * The ids of hospitals whose approved profile matches every filter given, as a subquery for an
 * `IN` (the catalogue pages through users by it, ADR 0059). Specialties compare without case;
 * an accreditation counts while its badge is in force on `today`.
 */
export function publishedHospitalIdsMatching(
  db: Queryable,
  filters: HospitalFilters,
  today: string,
) {
  const conditions: SQL[] = [isNotNull(hospitalProfiles.firstApprovedAt)];
  if (filters.country) conditions.push(eq(hospitalProfiles.country, filters.country));
  if (filters.language) {
    conditions.push(arrayContains(hospitalProfiles.languages, [filters.language]));
  }
  if (filters.specialty) {
    conditions.push(
      sql`exists (select 1 from unnest(${hospitalProfiles.specialties}) as s(name) where lower(s.name) = lower(${filters.specialty}))`,
    );
  }
  if (filters.accreditation) {
    const badge = db
      .select({ one: sql`1` })
      .from(hospitalAccreditations)
      .where(
        and(
          eq(hospitalAccreditations.hospitalId, hospitalProfiles.hospitalId),
          eq(hospitalAccreditations.body, filters.accreditation),
          badgeInForce(today),
        ),
      );
    conditions.push(exists(badge));
  }
  return db
    .select({ id: hospitalProfiles.hospitalId })
    .from(hospitalProfiles)
    .where(and(...conditions));
}

/** The approved profiles of `hospitalIds` (others are absent from the answer). */
export function listPublishedProfiles(db: Queryable, hospitalIds: readonly string[]) {
  if (hospitalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hospitalProfiles)
    .where(
      and(
        inArray(hospitalProfiles.hospitalId, [...hospitalIds]),
        isNotNull(hospitalProfiles.firstApprovedAt),
      ),
    );
}

/** The body codes of `hospitalIds`' badges in force on `today`, one row per badge. */
export function listBadgesInForce(db: Queryable, hospitalIds: readonly string[], today: string) {
  if (hospitalIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({
      hospitalId: hospitalAccreditations.hospitalId,
      body: hospitalAccreditations.body,
    })
    .from(hospitalAccreditations)
    .where(and(inArray(hospitalAccreditations.hospitalId, [...hospitalIds]), badgeInForce(today)))
    .orderBy(asc(hospitalAccreditations.body));
}

/**
 * The country, specialties and languages of every approved profile of a verified, undeleted
 * hospital, and the body codes of their badges in force on `today` (the catalogue's filter
 * values, ADR 0059).
 */
export async function listListedProfileFacets(db: Queryable, today: string) {
  const listed = and(
    isNotNull(hospitalProfiles.firstApprovedAt),
    isNotNull(users.hospitalVerifiedAt),
    isNull(users.deletedAt),
  );
  const [profiles, badges] = await Promise.all([
    db
      .select({
        country: hospitalProfiles.country,
        specialties: hospitalProfiles.specialties,
        languages: hospitalProfiles.languages,
      })
      .from(hospitalProfiles)
      .innerJoin(users, eq(users.id, hospitalProfiles.hospitalId))
      .where(listed),
    db
      .selectDistinct({ body: hospitalAccreditations.body })
      .from(hospitalAccreditations)
      .innerJoin(
        hospitalProfiles,
        eq(hospitalProfiles.hospitalId, hospitalAccreditations.hospitalId),
      )
      .innerJoin(users, eq(users.id, hospitalProfiles.hospitalId))
      .where(and(listed, badgeInForce(today))),
  ]);
  return { profiles, badgeBodies: badges.map((row) => row.body) };
}
