import { PAYMENT_TRANSITIONS_FROM, canRefundPayment } from '#shared/payments/payments.policies.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sumRefundedCents } from './ledger.repository.ts';
import { recordRefund, toCents } from './ledger.service.ts';
import {
  findPaymentForUpdate,
  setCancellationRefundId,
  transitionPayment,
  type PaymentRow,
} from './payments.repository.ts';
import type { StripeGateway, StripeRefund } from './stripe-gateway.ts';

/**
 * Moves a payment to `refunded` once the ledger's refunds reach its total, else to
 * `partially_refunded` (compare-and-set: `refunded` is never undone). The caller holds the
 * payment's row lock, so concurrent refunds of one payment count each other's rows.
 */
export async function followRefunds(tx: Queryable, payment: PaymentRow): Promise<void> {
  const refundedCents = await sumRefundedCents(tx, payment.id);
  const to = refundedCents >= toCents(payment.totalAmount) ? 'refunded' : 'partially_refunded';
  await transitionPayment(tx, { id: payment.id, from: PAYMENT_TRANSITIONS_FROM[to], to });
}

/**
 * Why a refund was asked for: an admin's refund of what is left, the patient's cancellation, or
 * an admin's dispute decision (ADR 0060; its amount for this payment, keyed by the dispute).
 */
export type RefundReason =
  | { kind: 'admin' }
  | { kind: 'cancellation'; amountCents: number }
  | { kind: 'dispute'; disputeId: string; amountCents: number };

/** Stripe's idempotency key of a refund: one per payment and reason (and dispute). */
function idempotencyKeyOf(reason: RefundReason, paymentId: string): string {
  switch (reason.kind) {
    case 'admin':
      return `refund-${paymentId}`;
    case 'cancellation':
      return `cancel-${paymentId}`;
    case 'dispute':
      return `dispute-${reason.disputeId}-${paymentId}`;
  }
}

/** What {@link refundThroughStripe} did: the Stripe refund, or why nothing was asked. */
export type RefundResult =
  | { refund: StripeRefund; payment: PaymentRow }
  | { refund: undefined; skipped: 'not_refundable' | 'nothing_left' | 'already_cancelled' };

/**
 * Refunds a payment through Stripe and records it (ADR 0047, 0049), the one path every refund
 * the app makes takes. An admin's refund returns what is left; a cancellation's `amountCents`
 * (capped at what is left), once per payment: its refund's id is kept on the payment.
 * The payment's row is locked from before Stripe is asked until the ledger rows and the new
 * status are written, so concurrent refunds of one payment (an admin's and a cancel's, or two
 * cancels) run one after the other and each sees what the other returned. Idempotency keys
 * (`refund-{id}`, `cancel-{id}`) make a retry after a failure between Stripe and the commit
 * return Stripe's first refund. A succeeded refund writes its ledger rows and the status
 * follows the ledger's sums; a pending one moves the status now (its ledger rows come with its
 * `refund.updated` webhook).
 * @throws 502 Stripe refused or failed (nothing is written).
 */
export async function refundThroughStripe(
  db: Database,
  stripe: StripeGateway,
  paymentId: string,
  reason: RefundReason,
  /** Runs in the same transaction once Stripe accepted the refund (an admin's audit entry). */
  onRefunded?: (tx: Queryable, refund: StripeRefund) => Promise<void>,
): Promise<RefundResult> {
  return db.transaction((tx) => refundInTransaction(tx, stripe, paymentId, reason, onRefunded));
}

/**
 * {@link refundThroughStripe} inside the caller's transaction, for a caller that holds the
 * booking's lock across several steps (a dispute decision refunds, then pays out, ADR 0061).
 * Should the transaction roll back after Stripe refunded, a retry with the same reason asks
 * with the same idempotency key and records Stripe's first refund.
 */
export async function refundInTransaction(
  tx: Queryable,
  stripe: StripeGateway,
  paymentId: string,
  reason: RefundReason,
  onRefunded?: (tx: Queryable, refund: StripeRefund) => Promise<void>,
): Promise<RefundResult> {
  const row = await findPaymentForUpdate(tx, paymentId);
  if (!row || !canRefundPayment(row.stripePaymentStatus) || !row.stripePaymentIntentId) {
    return { refund: undefined, skipped: 'not_refundable' };
  }
  if (reason.kind === 'cancellation' && row.cancellationRefundId) {
    return { refund: undefined, skipped: 'already_cancelled' };
  }
  const leftCents = toCents(row.totalAmount) - (await sumRefundedCents(tx, row.id));
  const amountCents = reason.kind === 'admin' ? leftCents : Math.min(reason.amountCents, leftCents);
  if (amountCents <= 0) return { refund: undefined, skipped: 'nothing_left' };
  const refund = await stripe.refundPaymentIntent({
    paymentIntentId: row.stripePaymentIntentId,
    idempotencyKey: idempotencyKeyOf(reason, row.id),
    ...(reason.kind === 'admin' ? {} : { amountCents }),
  });
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'The card payment provider refused the refund',
    );
  }
  if (reason.kind === 'cancellation') await setCancellationRefundId(tx, row.id, refund.id);
  if (refund.status === 'succeeded') {
    await recordRefund(tx, {
      payment: row,
      refundId: refund.id,
      amountCents: refund.amountCents,
    });
    await followRefunds(tx, row);
  } else {
    const to = amountCents >= leftCents ? 'refunded' : 'partially_refunded';
    await transitionPayment(tx, { id: row.id, from: PAYMENT_TRANSITIONS_FROM[to], to });
  }
  await onRefunded?.(tx, refund);
  return { refund, payment: row };
}
