import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { preparedKeysetList } from '../../db/prepared-keyset-list.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/** A treatment_requests row. */
export type TreatmentRequestRow = typeof treatmentRequests.$inferSelect;

/** Inserts a treatment request. */
export async function insertTreatmentRequest(
  db: Queryable,
  values: typeof treatmentRequests.$inferInsert,
): Promise<TreatmentRequestRow> {
  const [row] = await db.insert(treatmentRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The request with this id, or undefined. `lockForShare` blocks concurrent status changes. */
export async function findTreatmentRequest(
  db: Queryable,
  id: string,
  options: { lockForShare?: boolean } = {},
): Promise<TreatmentRequestRow | undefined> {
  if (!options.lockForShare) {
    const [row] = await selectTreatmentRequestById(db).execute({ id });
    return row;
  }
  const query = db.select().from(treatmentRequests).where(eq(treatmentRequests.id, id)).limit(1);
  const [row] = await query.for('share');
  return row;
}

const selectTreatmentRequestById = preparedQuery((db) =>
  db
    .select()
    .from(treatmentRequests)
    .where(eq(treatmentRequests.id, sql.placeholder('id')))
    .limit(1)
    .prepare('treatment_request_by_id'),
);

/** A patient's requests, newest first, `limit` rows from `cursor`. */
export function listPatientRequests(
  db: Queryable,
  patientId: string,
  page: { limit: number; cursor?: Cursor },
) {
  return db
    .select()
    .from(treatmentRequests)
    .where(
      and(
        eq(treatmentRequests.patientId, patientId),
        olderThan(treatmentRequests.createdAt, treatmentRequests.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(treatmentRequests.createdAt, treatmentRequests.id))
    .limit(page.limit);
}

const selectOpenRequests = preparedKeysetList(
  'open_requests',
  treatmentRequests,
  (db, pastCursor) =>
    db
      .select()
      .from(treatmentRequests)
      .where(and(eq(treatmentRequests.status, 'open'), pastCursor))
      .orderBy(...newestFirst(treatmentRequests.createdAt, treatmentRequests.id))
      .limit(sql.placeholder('limit')),
);

/** Open requests, newest first (the hospitals' market), from prepared queries (ADR 0035). */
export function listOpenRequests(
  db: Queryable,
  page: { limit: number; cursor?: Cursor },
): Promise<TreatmentRequestRow[]> {
  return selectOpenRequests(db, {}, page);
}

/**
 * Moves the owner's request from `open` to `status` (compare-and-set, DESIGN §5); undefined
 * when it is not the owner's or no longer open.
 */
export async function transitionOpenRequest(
  db: Queryable,
  input: { id: string; patientId: string; status: 'accepted' | 'closed' },
): Promise<TreatmentRequestRow | undefined> {
  const [row] = await db
    .update(treatmentRequests)
    .set({ status: input.status })
    .where(
      and(
        eq(treatmentRequests.id, input.id),
        eq(treatmentRequests.patientId, input.patientId),
        eq(treatmentRequests.status, 'open'),
      ),
    )
    .returning();
  return row;
}

/**
 * Moves the bid deadline of the owner's open request later (compare-and-set, issue #15);
 * undefined when it is not the owner's, not open, has no deadline, or `bidDeadline` is not
 * later than the current one.
 */
export async function extendOpenRequestBidDeadline(
  db: Queryable,
  input: { id: string; patientId: string; bidDeadline: Date },
): Promise<TreatmentRequestRow | undefined> {
  const [row] = await db
    .update(treatmentRequests)
    .set({ bidDeadline: input.bidDeadline })
    .where(
      and(
        eq(treatmentRequests.id, input.id),
        eq(treatmentRequests.patientId, input.patientId),
        eq(treatmentRequests.status, 'open'),
        lt(treatmentRequests.bidDeadline, input.bidDeadline),
      ),
    )
    .returning();
  return row;
}

/** True when the hospital has any bid (any status) on the request. */
export async function hasHospitalBid(
  db: Queryable,
  requestId: string,
  hospitalId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.treatmentRequestId, requestId), eq(bids.hospitalId, hospitalId)))
    .limit(1);
  return row !== undefined;
}

const selectBidCountOnRequest = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(bids)
    .where(eq(bids.treatmentRequestId, sql.placeholder('requestId')))
    .prepare('bid_count_on_request'),
);

/** Number of bids on a request (a prepared query: every request page reads it). */
export async function countBidsOnRequest(db: Queryable, requestId: string): Promise<number> {
  const [row] = await selectBidCountOnRequest(db).execute({ requestId });
  return row?.n ?? 0;
}

/** Counts for a patient's dashboard: requests, open requests. */
export async function countPatientRequests(db: Queryable, patientId: string) {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${treatmentRequests.status} = 'open')`.mapWith(
        Number,
      ),
    })
    .from(treatmentRequests)
    .where(eq(treatmentRequests.patientId, patientId));
  return { total: row?.total ?? 0, open: row?.open ?? 0 };
}
