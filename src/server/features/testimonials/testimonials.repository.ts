import { and, avg, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.ts';
import { preparedKeysetList } from '../../db/prepared-keyset-list.ts';
import { bids } from '../../db/schema/bids.ts';
import { testimonials } from '../../db/schema/testimonials.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/** A testimonials row. */
export type TestimonialRow = typeof testimonials.$inferSelect;

/** A testimonial joined with its author's and its hospital's names. */
export interface TestimonialDetailRow extends TestimonialRow {
  patientFirstName: string | null;
  patientLastName: string | null;
  patientImageUrl: string | null;
  hospitalFirstName: string | null;
}

type PageInput = { limit: number; cursor?: Cursor };

function selectTestimonialDetails(db: Queryable) {
  const patient = alias(users, 'patient');
  const hospital = alias(users, 'hospital');
  return db
    .select({
      id: testimonials.id,
      patientId: testimonials.patientId,
      hospitalId: testimonials.hospitalId,
      treatmentRequestId: testimonials.treatmentRequestId,
      rating: testimonials.rating,
      title: testimonials.title,
      content: testimonials.content,
      verified: testimonials.verified,
      createdAt: testimonials.createdAt,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      patientImageUrl: patient.profileImageUrl,
      hospitalFirstName: hospital.firstName,
    })
    .from(testimonials)
    .innerJoin(patient, eq(patient.id, testimonials.patientId))
    .innerJoin(hospital, eq(hospital.id, testimonials.hospitalId));
}

/**
 * Testimonials newest first, filtered by `verified` and `hospitalId` when given: range scans of
 * `testimonials_verified_created_idx` or `testimonials_hospital_idx` (ADR 0006).
 */
export function listTestimonials(
  db: Queryable,
  filter: { verified?: boolean; hospitalId?: string },
  page: PageInput,
): Promise<TestimonialDetailRow[]> {
  const where: Array<SQL | undefined> = [
    filter.verified === undefined ? undefined : eq(testimonials.verified, filter.verified),
    filter.hospitalId === undefined ? undefined : eq(testimonials.hospitalId, filter.hospitalId),
    olderThan(testimonials.createdAt, testimonials.id, page.cursor),
  ];
  return selectTestimonialDetails(db)
    .where(and(...where))
    .orderBy(...newestFirst(testimonials.createdAt, testimonials.id))
    .limit(page.limit);
}

const selectPublishedTestimonials = preparedKeysetList(
  'published_testimonials',
  testimonials,
  (db, pastCursor) =>
    selectTestimonialDetails(db)
      .where(and(eq(testimonials.verified, true), pastCursor))
      .orderBy(...newestFirst(testimonials.createdAt, testimonials.id))
      .limit(sql.placeholder('limit')),
);

/**
 * Published testimonials newest first, as {@link listTestimonials} with `verified: true`, from
 * prepared queries: the public reviews list is the busiest public call (ADR 0035).
 */
export function listPublishedTestimonials(
  db: Queryable,
  page: PageInput,
): Promise<TestimonialDetailRow[]> {
  return selectPublishedTestimonials(db, {}, page);
}

/** One testimonial with its names, or undefined. */
export async function findTestimonialDetail(
  db: Queryable,
  id: string,
): Promise<TestimonialDetailRow | undefined> {
  const [row] = await selectTestimonialDetails(db).where(eq(testimonials.id, id)).limit(1);
  return row;
}

/** Inserts a testimonial. @throws 23505 when the patient already reviewed the request. */
export async function insertTestimonial(
  db: Queryable,
  values: typeof testimonials.$inferInsert,
): Promise<TestimonialRow> {
  const [row] = await db.insert(testimonials).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Publishes an unverified testimonial (compare-and-set); undefined when it was not pending. */
export async function markTestimonialVerified(
  db: Queryable,
  id: string,
): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ verified: true })
    .where(and(eq(testimonials.id, id), eq(testimonials.verified, false)))
    .returning();
  return row;
}

/** Deletes one testimonial; returns it, or undefined when there was none. */
export async function deleteTestimonial(
  db: Queryable,
  id: string,
): Promise<TestimonialRow | undefined> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}

/**
 * Mean and number of a hospital's verified ratings, from the (hospital, verified) prefix of
 * `testimonials_hospital_idx`. `average` is null without reviews.
 */
export async function summarizeHospitalRatings(
  db: Queryable,
  hospitalId: string,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(testimonials.rating).mapWith(Number), count: count() })
    .from(testimonials)
    .where(and(eq(testimonials.hospitalId, hospitalId), eq(testimonials.verified, true)));
  return { average: row?.count ? row.average : null, count: row?.count ?? 0 };
}

/**
 * Mean and number of verified ratings of each hospital in `hospitalIds`, in one grouped query
 * over the (hospital, verified) prefix of `testimonials_hospital_idx`. Hospitals without a
 * published review have no row.
 */
export function summarizeRatingsOfHospitals(
  db: Queryable,
  hospitalIds: readonly string[],
): Promise<Array<{ hospitalId: string; average: number; count: number }>> {
  return db
    .select({
      hospitalId: testimonials.hospitalId,
      average: avg(testimonials.rating).mapWith(Number),
      count: count(),
    })
    .from(testimonials)
    .where(and(inArray(testimonials.hospitalId, [...hospitalIds]), eq(testimonials.verified, true)))
    .groupBy(testimonials.hospitalId);
}

/**
 * The patient's accepted bids from `hospitalId` (on `treatmentRequestId` only, when given),
 * newest first, each with whether the patient has reviewed that request already.
 */
export function listAcceptedBidsOfPair(
  db: Queryable,
  pair: { patientId: string; hospitalId: string; treatmentRequestId?: string },
): Promise<Array<{ treatmentRequestId: string; reviewId: string | null }>> {
  return db
    .select({ treatmentRequestId: bids.treatmentRequestId, reviewId: testimonials.id })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .leftJoin(
      testimonials,
      and(
        eq(testimonials.patientId, treatmentRequests.patientId),
        eq(testimonials.treatmentRequestId, treatmentRequests.id),
      ),
    )
    .where(
      and(
        eq(treatmentRequests.patientId, pair.patientId),
        eq(bids.hospitalId, pair.hospitalId),
        eq(bids.status, 'accepted'),
        pair.treatmentRequestId === undefined
          ? undefined
          : eq(treatmentRequests.id, pair.treatmentRequestId),
      ),
    )
    .orderBy(...newestFirst(bids.createdAt, bids.id));
}

/** The patient's accepted bids whose request they have not reviewed yet, newest first. */
export function listReviewableBids(db: Queryable, patientId: string, page: PageInput) {
  return db
    .select({
      id: bids.id,
      createdAt: bids.createdAt,
      treatmentRequestId: bids.treatmentRequestId,
      procedureType: treatmentRequests.procedureType,
      hospitalId: bids.hospitalId,
      hospitalFirstName: users.firstName,
    })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .innerJoin(users, eq(users.id, bids.hospitalId))
    .leftJoin(
      testimonials,
      and(
        eq(testimonials.patientId, treatmentRequests.patientId),
        eq(testimonials.treatmentRequestId, treatmentRequests.id),
      ),
    )
    .where(
      and(
        eq(treatmentRequests.patientId, patientId),
        eq(bids.status, 'accepted'),
        isNull(testimonials.id),
        olderThan(bids.createdAt, bids.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(bids.createdAt, bids.id))
    .limit(page.limit);
}

/** A row of {@link listReviewableBids}. */
export type ReviewableBidRow = Awaited<ReturnType<typeof listReviewableBids>>[number];
