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
 * Whether the patient may (still) pay for a bid: the owner of the request, the bid accepted,
 * and no payment yet or one not yet succeeded (a failed card can be tried again).
 */
export function canPayBid(input: {
  isRequestOwner: boolean;
  bidStatus: string;
  paymentStatus: PaymentStatus | undefined;
}): boolean {
  return (
    input.isRequestOwner &&
    input.bidStatus === 'accepted' &&
    (input.paymentStatus === undefined ||
      input.paymentStatus === 'pending' ||
      input.paymentStatus === 'failed')
  );
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
