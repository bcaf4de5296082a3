import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { preparedKeysetList } from '../../db/prepared-keyset-list.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/** A bids row. */
export type BidRow = typeof bids.$inferSelect;

/** A bid joined with its hospital's name and its request's summary. */
export interface BidDetailRow extends BidRow {
  hospitalFirstName: string | null;
  hospitalLastName: string | null;
  hospitalVerifiedAt: Date | null;
  requestProcedureType: string;
  requestDescription: string;
  requestStatus: 'open' | 'accepted' | 'closed';
  requestPatientId: string;
}

function selectBidDetails(db: Queryable) {
  return db
    .select({
      id: bids.id,
      treatmentRequestId: bids.treatmentRequestId,
      hospitalId: bids.hospitalId,
      basePrice: bids.basePrice,
      platformCommissionRate: bids.platformCommissionRate,
      platformCommission: bids.platformCommission,
      totalPrice: bids.totalPrice,
      price: bids.price,
      estimatedDuration: bids.estimatedDuration,
      description: bids.description,
      includedServices: bids.includedServices,
      excludedServices: bids.excludedServices,
      leadDoctorName: bids.leadDoctorName,
      leadDoctorSpecialty: bids.leadDoctorSpecialty,
      hospitalNights: bids.hospitalNights,
      recoveryDays: bids.recoveryDays,
      followUpConsultations: bids.followUpConsultations,
      validUntil: bids.validUntil,
      priceChangeConditions: bids.priceChangeConditions,
      previousTotalPrice: bids.previousTotalPrice,
      revisedAt: bids.revisedAt,
      status: bids.status,
      createdAt: bids.createdAt,
      updatedAt: bids.updatedAt,
      hospitalFirstName: users.firstName,
      hospitalLastName: users.lastName,
      hospitalVerifiedAt: users.hospitalVerifiedAt,
      requestProcedureType: treatmentRequests.procedureType,
      requestDescription: treatmentRequests.description,
      requestStatus: treatmentRequests.status,
      requestPatientId: treatmentRequests.patientId,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.hospitalId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId));
}

function listBidDetails(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: number; cursor?: Cursor },
) {
  return selectBidDetails(db)
    .where(and(where, olderThan(bids.createdAt, bids.id, page.cursor)))
    .orderBy(...newestFirst(bids.createdAt, bids.id))
    .limit(page.limit);
}

/** One bid with its details, or undefined. */
export async function findBidDetail(db: Queryable, id: string): Promise<BidDetailRow | undefined> {
  const [row] = await selectBidDetails(db).where(eq(bids.id, id)).limit(1);
  return row;
}

/** Inserts a bid. @throws 23505 when the hospital already has a live bid on the request. */
export async function insertBid(db: Queryable, values: typeof bids.$inferInsert): Promise<BidRow> {
  const [row] = await db.insert(bids).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** `where` plus the cursor, as a prepared keyset list of bid details (ADR 0035). */
function preparedBidDetailsList(name: string, where: SQL) {
  return preparedKeysetList(name, bids, (db, pastCursor) =>
    selectBidDetails(db)
      .where(and(where, pastCursor))
      .orderBy(...newestFirst(bids.createdAt, bids.id))
      .limit(sql.placeholder('limit')),
  );
}

const selectBidsForPatient = preparedBidDetailsList(
  'bids_for_patient',
  eq(treatmentRequests.patientId, sql.placeholder('patientId')),
);

const selectBidsByHospital = preparedBidDetailsList(
  'bids_by_hospital',
  eq(bids.hospitalId, sql.placeholder('hospitalId')),
);

/** Bids on the requests of `patientId`, newest first. */
export function listBidsForPatient(
  db: Queryable,
  patientId: string,
  page: { limit: number; cursor?: Cursor },
): Promise<BidDetailRow[]> {
  return selectBidsForPatient(db, { patientId }, page);
}

/** Bids placed by `hospitalId`, newest first. */
export function listBidsByHospital(
  db: Queryable,
  hospitalId: string,
  page: { limit: number; cursor?: Cursor },
): Promise<BidDetailRow[]> {
  return selectBidsByHospital(db, { hospitalId }, page);
}

/** Bids on one request, newest first; only `hospitalId`'s when given. */
export function listBidsOnRequest(
  db: Queryable,
  input: { requestId: string; hospitalId?: string },
  page: { limit: number; cursor?: Cursor },
) {
  return listBidDetails(
    db,
    and(
      eq(bids.treatmentRequestId, input.requestId),
      input.hospitalId ? eq(bids.hospitalId, input.hospitalId) : undefined,
    ),
    page,
  );
}

/**
 * Revises a pending bid of `hospitalId` (compare-and-set, issue #15) and stamps `revisedAt`.
 * When the total price changes, the old total becomes `previousTotalPrice`; an edit that keeps
 * the price keeps the earlier one. Undefined when the bid is not the hospital's or not pending.
 */
export async function revisePendingBid(
  db: Queryable,
  input: { id: string; hospitalId: string },
  values: Partial<typeof bids.$inferInsert>,
): Promise<BidRow | undefined> {
  const newTotal = values.totalPrice;
  const [row] = await db
    .update(bids)
    .set({
      ...values,
      ...(newTotal === undefined
        ? {}
        : {
            previousTotalPrice: sql`case when ${bids.totalPrice} <> ${newTotal} then ${bids.totalPrice} else ${bids.previousTotalPrice} end`,
          }),
      revisedAt: new Date(),
    })
    .where(
      and(eq(bids.id, input.id), eq(bids.hospitalId, input.hospitalId), eq(bids.status, 'pending')),
    )
    .returning();
  return row;
}

/** Moves a pending bid to `status` (compare-and-set); undefined when it was not pending. */
export async function transitionPendingBid(
  db: Queryable,
  id: string,
  status: 'accepted' | 'rejected' | 'withdrawn',
): Promise<BidRow | undefined> {
  const [row] = await db
    .update(bids)
    .set({ status })
    .where(and(eq(bids.id, id), eq(bids.status, 'pending')))
    .returning();
  return row;
}

/** Rejects every other pending bid on the request; returns them (id and hospital). */
export async function rejectOtherPendingBids(
  db: Queryable,
  requestId: string,
  acceptedBidId: string,
): Promise<Array<{ id: string; hospitalId: string }>> {
  return db
    .update(bids)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(bids.treatmentRequestId, requestId),
        eq(bids.status, 'pending'),
        ne(bids.id, acceptedBidId),
      ),
    )
    .returning({ id: bids.id, hospitalId: bids.hospitalId });
}

const countByStatus = (status: 'pending' | 'accepted') =>
  sql<number>`count(*) filter (where ${bids.status} = ${status})`.mapWith(Number);

/** Bid counts on the requests of a patient: pending and accepted. */
export async function countBidsForPatient(db: Queryable, patientId: string) {
  const [row] = await db
    .select({ pending: countByStatus('pending'), accepted: countByStatus('accepted') })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(eq(treatmentRequests.patientId, patientId));
  return { pending: row?.pending ?? 0, accepted: row?.accepted ?? 0 };
}

/** Bid counts of a hospital: all, pending, accepted. */
export async function countBidsOfHospital(db: Queryable, hospitalId: string) {
  const [row] = await db
    .select({
      total: count(),
      pending: countByStatus('pending'),
      accepted: countByStatus('accepted'),
    })
    .from(bids)
    .where(eq(bids.hospitalId, hospitalId));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0, accepted: row?.accepted ?? 0 };
}

/** The hospital's pending or accepted bid on the request (at most one: a partial unique index). */
/** True when the hospital has a pending or accepted bid on any of `requestIds` (one query). */
export async function hasLiveBidOnAnyRequest(
  db: Queryable,
  hospitalId: string,
  requestIds: readonly string[],
): Promise<boolean> {
  if (requestIds.length === 0) return false;
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(
      and(
        inArray(bids.treatmentRequestId, [...requestIds]),
        eq(bids.hospitalId, hospitalId),
        inArray(bids.status, ['pending', 'accepted']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findLiveBidOfHospital(
  db: Queryable,
  requestId: string,
  hospitalId: string,
): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.treatmentRequestId, requestId),
        eq(bids.hospitalId, hospitalId),
        inArray(bids.status, ['pending', 'accepted']),
      ),
    )
    .limit(1);
  return row;
}
