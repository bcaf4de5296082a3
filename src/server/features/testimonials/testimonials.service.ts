import type { ListQuery } from '#shared/common/common.schemas.ts';
import type {
  CreateTestimonialInput,
  HospitalRating,
  ModerationQuery,
  ReviewableTreatment,
  Testimonial,
  TestimonialDetail,
} from '#shared/testimonials/testimonials.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { reviewNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireHospital, type UserRow } from '../users/users.service.ts';
import { toReviewableTreatment, toTestimonial, toTestimonialDetail } from './testimonials.dto.ts';
import {
  deleteTestimonial,
  findTestimonialDetail,
  insertTestimonial,
  listAcceptedBidsOfPair,
  listPublishedTestimonials,
  listReviewableBids,
  listTestimonials,
  markTestimonialVerified,
  summarizeHospitalRatings,
  summarizeRatingsOfHospitals,
} from './testimonials.repository.ts';

const REVIEW_NOT_FOUND = 'Review not found';

const pageOf = (query: ListQuery) => ({
  limit: query.limit + 1,
  cursor: decodeCursor(query.cursor),
});

function mapPage<R extends { createdAt: Date; id: string }, T>(
  rows: R[],
  query: ListQuery,
  map: (row: R) => T,
): Page<T> {
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(map) };
}

const alreadyReviewed = () =>
  conflict('You have already reviewed this treatment', 'REVIEW_ALREADY_SUBMITTED');

/**
 * Submits a review held for moderation (DESIGN §5, SECURITY §1): only a patient whose bid from
 * `hospitalId` was accepted, once per treatment request. Without `treatmentRequestId` the
 * newest accepted, unreviewed request with that hospital is taken. `verified` starts false.
 * Every refusal of eligibility reads the same, so it tells nothing about others' requests.
 * @throws 403 no accepted bid from that hospital (on that request); 409 already reviewed
 * (also when a concurrent submit wins the unique index).
 */
export async function submitTestimonial(
  db: Database,
  patient: UserRow,
  input: CreateTestimonialInput,
): Promise<TestimonialDetail> {
  const accepted = await listAcceptedBidsOfPair(db, {
    patientId: patient.id,
    hospitalId: input.hospitalId,
    ...(input.treatmentRequestId ? { treatmentRequestId: input.treatmentRequestId } : {}),
  });
  if (accepted.length === 0) {
    throw forbidden('You can only review a hospital whose bid you accepted', 'REVIEW_NOT_ALLOWED');
  }
  const target = accepted.find((bid) => bid.reviewId === null);
  if (!target) throw alreadyReviewed();
  try {
    const row = await insertTestimonial(db, {
      patientId: patient.id,
      hospitalId: input.hospitalId,
      treatmentRequestId: target.treatmentRequestId,
      rating: input.rating,
      title: input.title,
      content: input.content,
    });
    return toTestimonialDetail(await requireTestimonialDetail(db, row.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

async function requireTestimonialDetail(db: Queryable, id: string) {
  const row = await findTestimonialDetail(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/** Published reviews, newest first (SPEC §2.3, §2.9); unverified ones never appear. */
export async function listVerifiedTestimonials(
  db: Queryable,
  query: ListQuery,
): Promise<Page<Testimonial>> {
  return mapPage(await listPublishedTestimonials(db, pageOf(query)), query, toTestimonial);
}

/**
 * A hospital's published reviews, newest first (hospital profile).
 * @throws 404 when the id is not a hospital's.
 */
export async function listHospitalTestimonials(
  db: Queryable,
  rawId: string,
  query: ListQuery,
): Promise<Page<Testimonial>> {
  const { id: hospitalId } = await requireHospital(db, rawId);
  const rows = await listTestimonials(db, { verified: true, hospitalId }, pageOf(query));
  return mapPage(rows, query, toTestimonial);
}

/**
 * A hospital's average published rating (one decimal) and review count.
 * @throws 404 when the id is not a hospital's.
 */
export async function getHospitalRating(db: Queryable, rawId: string): Promise<HospitalRating> {
  const { id: hospitalId } = await requireHospital(db, rawId);
  const { average, count } = await summarizeHospitalRatings(db, hospitalId);
  return { hospitalId, averageRating: roundRating(average), reviewCount: count };
}

/**
 * The average published rating (one decimal) and review count of each of `hospitalIds`
 * (1–50 distinct uuids, already parsed), in the order given — for comparing bids (issue #15).
 * An id without published reviews, or that is no hospital's, answers `null` and 0: ratings are
 * public, and 0 reviews says nothing an id's absence would not.
 */
export async function getHospitalRatings(
  db: Queryable,
  hospitalIds: readonly string[],
): Promise<HospitalRating[]> {
  const rows = await summarizeRatingsOfHospitals(db, hospitalIds);
  const byHospital = new Map(rows.map((row) => [row.hospitalId, row]));
  return hospitalIds.map((hospitalId) => {
    const row = byHospital.get(hospitalId);
    return {
      hospitalId,
      averageRating: roundRating(row?.average ?? null),
      reviewCount: row?.count ?? 0,
    };
  });
}

/** A mean rating to one decimal, as the stars beside it show it. */
function roundRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}

/** The patient's accepted treatments not reviewed yet, newest first (Write Review, SPEC §2.5). */
export async function listReviewableTreatments(
  db: Queryable,
  patient: UserRow,
  query: ListQuery,
): Promise<Page<ReviewableTreatment>> {
  const rows = await listReviewableBids(db, patient.id, pageOf(query));
  return mapPage(rows, query, toReviewableTreatment);
}

/** Reviews for the moderation queue, newest first, of one state when `status` is given. */
export async function listReviewsForModeration(
  db: Queryable,
  query: ModerationQuery,
): Promise<Page<TestimonialDetail>> {
  const filter = query.status === undefined ? {} : { verified: query.status === 'verified' };
  return mapPage(await listTestimonials(db, filter, pageOf(query)), query, toTestimonialDetail);
}

/**
 * Publishes a review (DESIGN §5): pending → verified by compare-and-set, with its audit entry,
 * in one transaction.
 * @throws 404 unknown or malformed id; 409 already published.
 */
export async function verifyTestimonial(
  db: Database,
  admin: UserRow,
  rawId: string,
): Promise<TestimonialDetail> {
  const id = requireUuid(rawId, REVIEW_NOT_FOUND);
  await db.transaction(async (tx) => {
    const verified = await markTestimonialVerified(tx, id);
    if (!verified) {
      await requireTestimonialDetail(tx, id);
      throw conflict('This review is already published', 'REVIEW_ALREADY_VERIFIED');
    }
    await recordAdminAction(tx, admin, {
      action: 'testimonial.verify',
      targetType: 'testimonial',
      targetId: id,
      rowsAffected: 1,
    });
    await notify(tx, reviewNotice(verified));
  });
  return toTestimonialDetail(await requireTestimonialDetail(db, id));
}

/**
 * Removes a review, published or not (DESIGN §5), with its audit entry, in one transaction.
 * @throws 404 unknown or malformed id.
 */
export async function removeTestimonial(db: Database, admin: UserRow, rawId: string) {
  const id = requireUuid(rawId, REVIEW_NOT_FOUND);
  await db.transaction(async (tx) => {
    const removed = await deleteTestimonial(tx, id);
    if (!removed) throw notFound(REVIEW_NOT_FOUND);
    await recordAdminAction(tx, admin, {
      action: 'testimonial.remove',
      targetType: 'testimonial',
      targetId: id,
      rowsAffected: 1,
      details: { hospitalId: removed.hospitalId, wasVerified: removed.verified },
    });
  });
}
