import type { BidStatus } from '#shared/bids/bids.schemas.ts';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { payments } from '../../db/schema/payments.ts';
import { stripeEvents } from '../../db/schema/stripe-events.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';
import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';
import type { PaymentPart } from '#shared/payments/deposit-policy.ts';

/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;

/** A payment joined with its request's procedure and its hospital's name. */
export interface PaymentDetailRow extends PaymentRow {
  treatmentRequestId: string;
  procedureType: string;
  hospitalFirstName: string | null;
  hospitalLastName: string | null;
}

type PageInput = { limit: number; cursor?: Cursor };

function selectPaymentDetails(db: Queryable) {
  return db
    .select({
      id: payments.id,
      bidId: payments.bidId,
      patientId: payments.patientId,
      hospitalId: payments.hospitalId,
      totalAmount: payments.totalAmount,
      hospitalAmount: payments.hospitalAmount,
      platformFee: payments.platformFee,
      part: payments.part,
      stripePaymentIntentId: payments.stripePaymentIntentId,
      stripePaymentStatus: payments.stripePaymentStatus,
      paymentMethod: payments.paymentMethod,
      cancellationRefundId: payments.cancellationRefundId,
      currency: payments.currency,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      treatmentRequestId: bids.treatmentRequestId,
      procedureType: treatmentRequests.procedureType,
      hospitalFirstName: users.firstName,
      hospitalLastName: users.lastName,
    })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .innerJoin(users, eq(users.id, payments.hospitalId));
}

/** One payment with its details by id; undefined when absent. */
export async function findPaymentDetail(
  db: Queryable,
  id: string,
): Promise<PaymentDetailRow | undefined> {
  const [row] = await selectPaymentDetails(db).where(eq(payments.id, id)).limit(1);
  return row;
}

/** A bid's payments with their details, oldest first (the deposit before the balance). */
export function listBidPaymentDetails(db: Queryable, bidId: string): Promise<PaymentDetailRow[]> {
  return selectPaymentDetails(db)
    .where(eq(payments.bidId, bidId))
    .orderBy(payments.createdAt, payments.id);
}

/** Payments, newest first, of one patient or hospital when given (keyset page, ADR 0006). */
export function listPaymentDetails(
  db: Queryable,
  filter: { patientId?: string; hospitalId?: string },
  page: PageInput,
): Promise<PaymentDetailRow[]> {
  const where: SQL | undefined = and(
    filter.patientId ? eq(payments.patientId, filter.patientId) : undefined,
    filter.hospitalId ? eq(payments.hospitalId, filter.hospitalId) : undefined,
  );
  return selectPaymentDetails(db)
    .where(and(where, olderThan(payments.createdAt, payments.id, page.cursor)))
    .orderBy(...newestFirst(payments.createdAt, payments.id))
    .limit(page.limit);
}

/**
 * Inserts the payment of a bid's part unless one exists (UNIQUE(bid_id, part), SECURITY §4,
 * ADR 0048), then returns that part's one row: concurrent calls converge on the same row.
 */
export async function insertPaymentOnce(
  db: Queryable,
  values: typeof payments.$inferInsert & { part: PaymentPart },
): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.bidId, payments.part] });
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bidId, values.bidId), eq(payments.part, values.part)))
    .limit(1);
  if (!row) throw new Error('payment row missing after insert');
  return row;
}

/**
 * Stores the PaymentIntent id on a payment that has none (compare-and-set); undefined when one
 * was stored already (a concurrent call, which used the same idempotency key).
 */
export async function setPaymentIntentId(
  db: Queryable,
  id: string,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ stripePaymentIntentId: intentId })
    .where(and(eq(payments.id, id), isNull(payments.stripePaymentIntentId)))
    .returning();
  return row;
}

/** The payment of a PaymentIntent: by its stored id, else by the metadata's payment id. */
export async function findPaymentForIntent(
  db: Queryable,
  input: { intentId: string; paymentId: string | undefined },
): Promise<PaymentRow | undefined> {
  const [byIntent] = await db
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, input.intentId))
    .limit(1);
  if (byIntent || !input.paymentId) return byIntent;
  const [byId] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), isNull(payments.stripePaymentIntentId)))
    .limit(1);
  return byId;
}

/**
 * Moves a payment to `to` when it is in one of `from` (compare-and-set, DESIGN §5); undefined
 * when it was not. `paymentMethod` is the method's type (e.g. `card`), never card data.
 */
export async function transitionPayment(
  db: Queryable,
  input: {
    id: string;
    from: readonly PaymentStatus[];
    to: PaymentStatus;
    paymentMethod?: string | undefined;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      stripePaymentStatus: input.to,
      ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
    })
    .where(and(eq(payments.id, input.id), inArray(payments.stripePaymentStatus, [...input.from])))
    .returning();
  return row;
}

/**
 * Records a webhook event id; false when it was recorded before (a redelivery). Concurrent
 * deliveries of one event wait on the primary key, so exactly one transaction gets true.
 */
export async function recordStripeEvent(
  db: Queryable,
  event: { id: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

/** Sets what a recorded event did (`applied`, `no_change`, `mismatch`, …). */
export async function setStripeEventOutcome(
  db: Queryable,
  id: string,
  outcome: string,
): Promise<void> {
  await db.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, id));
}

/** The outcome recorded for an event id, or undefined. */
export async function findStripeEventOutcome(
  db: Queryable,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ outcome: stripeEvents.outcome })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id))
    .limit(1);
  return row?.outcome;
}

/** What paying for a bid needs: its state, prices, hospital and its request's patient. */
export interface PayableBidRow {
  id: string;
  status: BidStatus;
  hospitalId: string;
  basePrice: number;
  platformCommission: number;
  totalPrice: number;
  patientId: string;
}

/** A bid with its request's patient, or undefined. */
export async function findPayableBid(
  db: Queryable,
  bidId: string,
): Promise<PayableBidRow | undefined> {
  const [row] = await db
    .select({
      id: bids.id,
      status: bids.status,
      hospitalId: bids.hospitalId,
      basePrice: bids.basePrice,
      platformCommission: bids.platformCommission,
      totalPrice: bids.totalPrice,
      patientId: treatmentRequests.patientId,
    })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(eq(bids.id, bidId))
    .limit(1);
  return row;
}

/**
 * Locks a payment row until the transaction ends (SELECT … FOR UPDATE), so that concurrent
 * refunds of one payment decide its status one after the other, each seeing the other's rows.
 */
export async function lockPayment(db: Queryable, id: string): Promise<void> {
  await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('update');
}

/** A payment row locked until the transaction ends (SELECT … FOR UPDATE); undefined if absent. */
export async function findPaymentForUpdate(
  db: Queryable,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Keeps the Stripe Refund a cancellation made of the payment (ADR 0049). */
export async function setCancellationRefundId(
  db: Queryable,
  id: string,
  refundId: string,
): Promise<void> {
  await db.update(payments).set({ cancellationRefundId: refundId }).where(eq(payments.id, id));
}
