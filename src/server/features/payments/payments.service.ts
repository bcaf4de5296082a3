import type { ListQuery } from '#shared/common/common.schemas.ts';
import {
  DEPOSIT_POLICY,
  splitPrice,
  type StoredPaymentPart,
} from '#shared/payments/deposit-policy.ts';
import {
  canRefundPayment,
  isPaymentSettled,
  nextPartToPay,
} from '#shared/payments/payments.policies.ts';
import {
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type BidPayment,
  type Payment,
  type PaymentIntentSession,
  type PaymentsSummary,
} from '#shared/payments/payments.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { readPaymentTotals } from '../counters/counters.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { toCents } from './ledger.service.ts';
import { findBooking, lockBookedBid } from './bookings.repository.ts';
import { findDisputeOfBid } from './disputes.repository.ts';
import { refundInTransaction } from './payment-refunds.service.ts';
import { toPayment } from './payments.dto.ts';
import {
  findPayableBid,
  findPaymentDetail,
  insertPaymentOnce,
  listBidPaymentDetails,
  listPaymentDetails,
  setPaymentIntentId,
  type PayableBidRow,
  type PaymentDetailRow,
  type PaymentRow,
} from './payments.repository.ts';
import { findPayout } from './payouts.repository.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const BID_NOT_FOUND = 'Bid not found';
const PAYMENT_NOT_FOUND = 'Payment not found';

/** 503 without STRIPE_* keys (issue #6): the rest of the app works as before. */
export function requireGateway(gateway: StripeGateway | undefined): StripeGateway {
  if (!gateway) throw new AppError(503, 'PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
  return gateway;
}

/**
 * Starts (or resumes) paying the next part of an accepted bid (DESIGN §5, ADR 0014, ADR 0048):
 * the deposit, once it is received the balance. The order makes retries and races converge:
 * (1) the part's one `payments` row (UNIQUE(bid_id, part)), pending, with the part's amounts
 * (`splitPrice`: the commission taken in proportion from each part); (2) the PaymentIntent,
 * idempotency key `{bidId}:{part}`, metadata {bidId, paymentId, part}; (3) its id stored by
 * compare-and-set. A second call returns the same intent's client secret while that part is
 * pending or failed (a declined card can be retried).
 * The row is made while the bid is share-locked and its booking checked: a start after a cancel
 * is refused, one before it is seen by the cancel (ADR 0049).
 * @throws 404 not the caller's bid; 409 bid not accepted, booking cancelled, or nothing is due
 * (paid, or the deposit refunded); 503 payments not configured; 502 Stripe failed (the row
 * stays retryable).
 */
export async function startPayment(
  db: Database,
  gateway: StripeGateway | undefined,
  patient: UserRow,
  bidId: string,
): Promise<PaymentIntentSession> {
  const { stripe, row } = await db.transaction(async (tx) => {
    // The bid is share-locked: a concurrent cancel waits for this row, or this waits for it.
    const booked = await lockBookedBid(tx, bidId, 'share');
    const bid = booked && (await findPayableBid(tx, bidId));
    if (!bid || bid.patientId !== patient.id) throw notFound(BID_NOT_FOUND);
    if (bid.status !== 'accepted') {
      throw conflict('Only an accepted bid can be paid', 'BID_NOT_ACCEPTED');
    }
    if ((await findBooking(tx, bidId))?.cancelledAt) {
      throw conflict('This booking was cancelled: nothing is due', 'BOOKING_CANCELLED');
    }
    const configured = requireGateway(gateway);
    const existing = await listBidPaymentDetails(tx, bid.id);
    const split = splitPrice(bid);
    const part = nextPartToPay(
      existing.map((payment) => ({ part: payment.part, status: payment.stripePaymentStatus })),
      split.balance.total,
    );
    const found =
      part === 'full'
        ? existing.find((payment) => payment.part === 'full')
        : part && (await insertPaymentOnce(tx, partValues(bid, part, split[part])));
    if (!found || isPaymentSettled(found.stripePaymentStatus)) {
      throw conflict('This bid has already been paid', 'PAYMENT_ALREADY_MADE');
    }
    return { stripe: configured, row: found };
  });
  const intent = await intentOf(db, stripe, row);
  return {
    paymentId: row.id,
    part: row.part,
    clientSecret: intent.clientSecret,
    publishableKey: stripe.publishableKey,
    amount: row.totalAmount,
    currency: row.currency,
  };
}

function partValues(
  bid: PayableBidRow,
  part: Exclude<StoredPaymentPart, 'full'>,
  amounts: { total: number; hospitalAmount: number; platformFee: number },
) {
  return {
    bidId: bid.id,
    part,
    patientId: bid.patientId,
    hospitalId: bid.hospitalId,
    totalAmount: amounts.total,
    hospitalAmount: amounts.hospitalAmount,
    platformFee: amounts.platformFee,
  };
}

async function intentOf(db: Queryable, stripe: StripeGateway, row: PaymentRow) {
  if (row.stripePaymentIntentId) return stripe.retrievePaymentIntent(row.stripePaymentIntentId);
  const intent = await stripe.createPaymentIntent({
    amountCents: toCents(row.totalAmount),
    currency: row.currency,
    // Payments of the whole price (before ADR 0048) kept the bid id as their key.
    idempotencyKey: row.part === 'full' ? row.bidId : `${row.bidId}:${row.part}`,
    metadata: { bidId: row.bidId, paymentId: row.id, part: row.part },
  });
  // A concurrent call stored it first: with the same idempotency key it is the same intent.
  await setPaymentIntentId(db, row.id, intent.id);
  return intent;
}

/**
 * Refunds what is left of a succeeded or partially refunded payment (admin, DESIGN §5, ADR
 * 0014) through {@link refundThroughStripe} (idempotency key `refund-{paymentId}`; the payment
 * locked while Stripe is asked, so a concurrent cancel or refund waits), with an audit entry in
 * the same transaction. The later `charge.refunded` webhook then changes nothing.
 * The booking's lock is taken first (ADR 0061), and a booking already paid out or disputed is
 * refused: a payout and a refund never both spend the same money.
 * @throws 404 unknown id; 409 not refundable (also when a concurrent refund left nothing),
 * `PAYOUT_RELEASED`, `BOOKING_DISPUTED`; 503 not configured; 502 Stripe refused or failed.
 */
export async function refundPayment(
  db: Database,
  gateway: StripeGateway | undefined,
  admin: UserRow,
  rawId: string,
): Promise<Payment> {
  const id = requireUuid(rawId, PAYMENT_NOT_FOUND);
  const row = await requirePaymentDetail(db, id);
  const notRefundable = () =>
    conflict(
      'Only a succeeded or partially refunded payment can be refunded',
      'PAYMENT_NOT_REFUNDABLE',
    );
  if (!canRefundPayment(row.stripePaymentStatus) || !row.stripePaymentIntentId) {
    throw notRefundable();
  }
  const stripe = requireGateway(gateway);
  const result = await db.transaction(async (tx) => {
    // The booking's lock first, as confirm, cancel and disputes take it (ADR 0061): a refund
    // never races a payout of the same money.
    await lockBookedBid(tx, row.bidId, 'update');
    if (await findPayout(tx, row.bidId)) {
      throw conflict(
        'The hospital was already paid out for this booking: its money can no longer be refunded here',
        'PAYOUT_RELEASED',
      );
    }
    if (await findDisputeOfBid(tx, row.bidId)) {
      throw conflict(
        "This booking has a payment dispute: refund through the dispute's decision",
        'BOOKING_DISPUTED',
      );
    }
    return refundInTransaction(tx, stripe, id, { kind: 'admin' }, (inner, refund) =>
      recordAdminAction(inner, admin, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: id,
        rowsAffected: 1,
        details: { refundId: refund.id, amount: row.totalAmount, currency: row.currency },
      }),
    );
  });
  if (!result.refund) throw notRefundable();
  return toPayment(await requirePaymentDetail(db, id));
}

async function requirePaymentDetail(db: Queryable, id: string): Promise<PaymentDetailRow> {
  const row = await findPaymentDetail(db, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

/**
 * The payments of a bid and its split into deposit and balance (ADR 0048), its booking (ADR
 * 0049) and whether a payout or a dispute settles it (ADR 0060), for the bid's patient, its
 * hospital and admins (request detail, payment page).
 * @throws 404 unknown, malformed or someone else's bid.
 */
export async function getBidPayment(
  db: Queryable,
  viewer: UserRow,
  rawBidId: string,
): Promise<BidPayment> {
  const bidId = requireUuid(rawBidId, BID_NOT_FOUND);
  const bid = await findPayableBid(db, bidId);
  const isParty = bid && (bid.patientId === viewer.id || bid.hospitalId === viewer.id);
  if (!bid || (!isParty && viewer.role !== 'admin')) throw notFound(BID_NOT_FOUND);
  const [details, booking, payout, dispute] = await Promise.all([
    listBidPaymentDetails(db, bidId),
    findBooking(db, bidId),
    findPayout(db, bidId),
    findDisputeOfBid(db, bidId),
  ]);
  const payments = details.map(toPayment);
  const isBooked = bid.status === 'accepted' && !booking?.cancelledAt;
  const split = splitPrice(bid);
  return {
    payment: payments.at(-1) ?? null,
    payments,
    plan: {
      ...split,
      percentage: DEPOSIT_POLICY.percentage,
      minimum: DEPOSIT_POLICY.minimum,
      currency: DEPOSIT_POLICY.currency,
    },
    nextPart: isBooked ? nextPartToPay(payments, split.balance.total) : null,
    admissionDate: booking?.admissionDate ?? null,
    cancelledAt: booking?.cancelledAt?.toISOString() ?? null,
    isSettling: Boolean(payout ?? dispute),
  };
}

async function listPage(
  db: Queryable,
  filter: { patientId?: string; hospitalId?: string },
  query: ListQuery,
): Promise<Page<Payment>> {
  const rows = await listPaymentDetails(db, filter, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toPayment) };
}

/** The patient's own payments, newest first. */
export function listPatientPayments(db: Queryable, patient: UserRow, query: ListQuery) {
  return listPage(db, { patientId: patient.id }, query);
}

/** Payments for the hospital's bids, newest first (its `hospitalAmount` is what it is owed). */
export function listHospitalPayments(db: Queryable, hospital: UserRow, query: ListQuery) {
  return listPage(db, { hospitalId: hospital.id }, query);
}

/** Every payment, newest first (admin). */
export function listAllPayments(db: Queryable, query: ListQuery) {
  return listPage(db, {}, query);
}

/** Counts per status and totals: collected, owed to hospitals, platform fees, refunded. */
export async function getPaymentsSummary(db: Queryable): Promise<PaymentsSummary> {
  const totals = await readPaymentTotals(db);
  return {
    counts: {
      pending: totals['payments.pending'],
      succeeded: totals['payments.succeeded'],
      failed: totals['payments.failed'],
      partially_refunded: totals['payments.partially_refunded'],
      refunded: totals['payments.refunded'],
    },
    collectedTotal: totals['payments.succeeded.total_amount'],
    hospitalTotal: totals['payments.succeeded.hospital_amount'],
    platformFeeTotal: totals['payments.succeeded.platform_fee'],
    refundedTotal: totals['payments.refunded.total_amount'],
  };
}
