import type { StoredPaymentPart } from './deposit-policy.ts';
import type { PaymentStatus } from './payments.schemas.ts';

/**
 * The payment state machine (DESIGN §5, ADR 0014): the states a payment may be in for a move to
 * `to`. Webhooks may arrive late or out of order, so every move is a compare-and-set from these:
 * a late `failed` never overwrites `succeeded`, a refund proves the charge (so it moves a
 * payment on from pending), and `refunded` wins over everything.
 */
export const PAYMENT_TRANSITIONS_FROM: Record<
  Exclude<PaymentStatus, 'pending'>,
  readonly PaymentStatus[]
> = {
  succeeded: ['pending', 'failed'],
  failed: ['pending'],
  partially_refunded: ['pending', 'failed', 'succeeded'],
  refunded: ['pending', 'failed', 'succeeded', 'partially_refunded'],
};

/**
 * What the patient pays next for an accepted bid (ADR 0048), from its payments so far: the
 * `deposit` until it is received, then the `balance` (unless the deposit was the whole price, or
 * it was refunded: a refunded deposit means the booking was cancelled); `null` once nothing is
 * due. A payment of the `full` price made before deposits existed is resumed until received.
 */
export function nextPartToPay(
  payments: ReadonlyArray<{ part: StoredPaymentPart; status: PaymentStatus }>,
  balanceTotal: number,
): StoredPaymentPart | null {
  const of = (part: StoredPaymentPart) => payments.find((payment) => payment.part === part);
  const full = of('full');
  if (full) return isPaymentSettled(full.status) ? null : 'full';
  const deposit = of('deposit');
  if (!deposit || !isPaymentSettled(deposit.status)) return 'deposit';
  if (deposit.status !== 'succeeded' || balanceTotal === 0) return null;
  const balance = of('balance');
  return balance && isPaymentSettled(balance.status) ? null : 'balance';
}

/**
 * Whether an admin may refund the payment: a succeeded one in full, or the rest of a partially
 * refunded one.
 */
export function canRefundPayment(status: PaymentStatus): boolean {
  return status === 'succeeded' || status === 'partially_refunded';
}

/** Whether the payment's money was received (and so it can no longer be started again). */
export function isPaymentSettled(status: PaymentStatus): boolean {
  return status === 'succeeded' || status === 'partially_refunded' || status === 'refunded';
}
