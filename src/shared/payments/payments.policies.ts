import type { PaymentStatus } from './payments.schemas.ts';

/**
 * The payment state machine (DESIGN §5, ADR 0014): the states a payment may be in for a move to
 * `to`. Webhooks may arrive late or out of order, so every move is a compare-and-set from these:
 * a late `failed` never overwrites `succeeded`, and `refunded` wins over everything.
 */
export const PAYMENT_TRANSITIONS_FROM: Record<
  Exclude<PaymentStatus, 'pending'>,
  readonly PaymentStatus[]
> = {
  succeeded: ['pending', 'failed'],
  failed: ['pending'],
  refunded: ['pending', 'failed', 'succeeded'],
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

/** Whether an admin may refund the payment (full refunds only, of succeeded payments). */
export function canRefundPayment(status: PaymentStatus): boolean {
  return status === 'succeeded';
}
