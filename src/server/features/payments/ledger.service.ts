import type { Queryable } from '../../db/database.ts';
import { insertLedgerEntries } from './ledger.repository.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Whole units → cents (USD and every currency the platform charges in has two decimals). */
export const toCents = (amount: number) => amount * 100;

type LedgerPayment = Pick<PaymentRow, 'id' | 'currency' | 'totalAmount' | 'platformFee'>;

/**
 * Records a succeeded charge of `payment` (ADR 0047): the money received (`charge`, keyed by the
 * PaymentIntent) and the platform's commission out of it (the payment's `platformFee`). Runs in
 * the caller's transaction; a repeat for the same intent adds nothing.
 * @returns whether anything was added.
 */
export async function recordCharge(
  tx: Queryable,
  input: { payment: LedgerPayment; intentId: string; amountCents: number },
): Promise<boolean> {
  const { payment, intentId } = input;
  const common = { paymentId: payment.id, currency: payment.currency, stripeObjectId: intentId };
  const commissionCents = toCents(payment.platformFee);
  const added = await insertLedgerEntries(tx, [
    { ...common, kind: 'charge', amountCents: input.amountCents },
    ...(commissionCents > 0
      ? [{ ...common, kind: 'commission' as const, amountCents: commissionCents }]
      : []),
  ]);
  return added > 0;
}

/**
 * Records a succeeded refund of `payment` (ADR 0047): the money returned (`refund`, keyed by the
 * Stripe Refund) and the commission given up with it, in proportion to the refunded share of
 * the total (rounded to the cent). Runs in the caller's transaction; a repeat for the same
 * refund adds nothing.
 * @returns whether anything was added.
 */
export async function recordRefund(
  tx: Queryable,
  input: { payment: LedgerPayment; refundId: string; amountCents: number },
): Promise<boolean> {
  const { payment, refundId, amountCents } = input;
  const common = { paymentId: payment.id, currency: payment.currency, stripeObjectId: refundId };
  const reversalCents = Math.round(
    (toCents(payment.platformFee) * amountCents) / toCents(payment.totalAmount),
  );
  const added = await insertLedgerEntries(tx, [
    { ...common, kind: 'refund', amountCents },
    ...(reversalCents > 0
      ? [{ ...common, kind: 'commission_reversal' as const, amountCents: reversalCents }]
      : []),
  ]);
  return added > 0;
}
