import type { BidStatus } from '#shared/bids/bids.schemas.ts';
import type { TreatmentRequestStatus } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';

/** A booking row (ADR 0049). */
export type BookingRow = typeof bookings.$inferSelect;

/** An accepted bid as booking it needs: who, which request, and both states. */
export interface BookedBidRow {
  id: string;
  status: BidStatus;
  hospitalId: string;
  treatmentRequestId: string;
  requestStatus: TreatmentRequestStatus;
  patientId: string;
}

function selectBookedBid(tx: Queryable, bidId: string) {
  return tx
    .select({
      id: bids.id,
      status: bids.status,
      hospitalId: bids.hospitalId,
      treatmentRequestId: bids.treatmentRequestId,
      requestStatus: treatmentRequests.status,
      patientId: treatmentRequests.patientId,
    })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(eq(bids.id, bidId))
    .$dynamic();
}

/**
 * Locks the bid's row until the transaction ends and returns it with its request; undefined
 * when absent. This is the booking's one lock (ADR 0061): `update` for every change of the
 * booking or its money (date, cancel, confirmation, dispute, decision, payout), `share` for a
 * payment start: they go one after the other, each seeing the other. `update` is PostgreSQL's
 * `FOR NO KEY UPDATE`: it excludes every other holder of this lock but not the `KEY SHARE` a
 * foreign-key check takes, so a refund that holds a payment's lock and writes ledger rows
 * referencing the bid never deadlocks against a holder waiting for that payment. `skipLocked`
 * (the auto-release job) answers undefined at once when another transaction holds it.
 */
export async function lockBookedBid(
  tx: Queryable,
  bidId: string,
  mode: 'update' | 'share',
  options: { skipLocked?: boolean } = {},
): Promise<BookedBidRow | undefined> {
  const query = selectBookedBid(tx, bidId);
  const strength = mode === 'update' ? 'no key update' : 'share';
  const [row] = await (options.skipLocked
    ? query.for(strength, { of: bids, skipLocked: true })
    : query.for(strength, { of: bids }));
  return row;
}

/** The bid with its request's state and patient, without a lock (views); undefined if absent. */
export async function findBookedBid(
  db: Queryable,
  bidId: string,
): Promise<BookedBidRow | undefined> {
  const [row] = await selectBookedBid(db, bidId).limit(1);
  return row;
}

/** The bid's booking, or undefined while neither a date was set nor a cancel made. */
export async function findBooking(db: Queryable, bidId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.bidId, bidId)).limit(1);
  return row;
}

/** Sets (or changes) the bid's admission date, making its booking row when there is none. */
export async function upsertAdmissionDate(
  db: Queryable,
  bidId: string,
  admissionDate: string,
): Promise<void> {
  await db
    .insert(bookings)
    .values({ bidId, admissionDate })
    .onConflictDoUpdate({ target: bookings.bidId, set: { admissionDate } });
}

/** Marks the bid's booking cancelled at `at`, making its row when there is none. */
export async function markBookingCancelled(db: Queryable, bidId: string, at: Date): Promise<void> {
  await db
    .insert(bookings)
    .values({ bidId, cancelledAt: at })
    .onConflictDoUpdate({ target: bookings.bidId, set: { cancelledAt: at } });
}

/** A booking whose patient is reminded of the unpaid balance. */
export interface BalanceDueBooking {
  bidId: string;
  treatmentRequestId: string;
  patientId: string;
}

const receivedStatuses = ['succeeded', 'partially_refunded', 'refunded'] as const;

/**
 * Claims up to `limit` bookings whose balance is due: the bid accepted, not cancelled, the
 * admission day in (`today`, `until`] (calendar days `YYYY-MM-DD`), the deposit received but
 * less than the price (so a balance exists), the balance not received, and the patient not yet
 * reminded of this admission date. Marks them reminded (`balance_reminder_for` = the date) on
 * `tx`; rows another instance is claiming are skipped (SKIP LOCKED), so concurrent passes never
 * remind twice; `updated_at` is kept, since the booking itself did not change.
 */
export async function claimBalanceDueBookings(
  tx: Queryable,
  input: { today: string; until: string; limit: number },
): Promise<BalanceDueBooking[]> {
  const paidPart = (part: 'deposit' | 'balance', extra = sql`true`) =>
    sql`exists (select 1 from ${payments} where ${payments.bidId} = ${bookings.bidId} and ${payments.part} = ${part} and ${inArray(payments.stripePaymentStatus, [...receivedStatuses])} and ${extra})`;
  const due = await tx
    .select({
      bidId: bookings.bidId,
      treatmentRequestId: bids.treatmentRequestId,
      patientId: treatmentRequests.patientId,
    })
    .from(bookings)
    .innerJoin(bids, eq(bids.id, bookings.bidId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(
      and(
        isNull(bookings.cancelledAt),
        eq(bids.status, 'accepted'),
        gt(bookings.admissionDate, input.today),
        lte(bookings.admissionDate, input.until),
        sql`${bookings.balanceReminderFor} is distinct from ${bookings.admissionDate}`,
        paidPart('deposit', sql`${payments.totalAmount} < ${bids.totalPrice}`),
        sql`not ${paidPart('balance')}`,
      ),
    )
    .orderBy(asc(bookings.admissionDate))
    .limit(input.limit)
    .for('update', { of: bookings, skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(bookings)
    .set({
      balanceReminderFor: sql`${bookings.admissionDate}`,
      updatedAt: sql`${bookings.updatedAt}`,
    })
    .where(
      inArray(
        bookings.bidId,
        due.map((row) => row.bidId),
      ),
    );
  return due;
}
