import { z } from 'zod';
import DATA from './deposit-policy.json' with { type: 'json' };

/**
 * The deposit policy (issue #16, ADR 0048) as reviewable data: `deposit-policy.json`.
 * `percentage` of the bid's total price (0–100), at least `minimum` whole units of `currency`,
 * never more than the total; `source` and `rationale` say where the numbers come from.
 */
export const DepositPolicySchema = z.strictObject({
  source: z.string().min(1),
  rationale: z.string().min(1),
  reviewedAt: z.iso.date(),
  percentage: z.number().gt(0).max(100),
  minimum: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type DepositPolicy = z.infer<typeof DepositPolicySchema>;

/** The policy, validated at import: a broken file fails every test and the build. */
export const DEPOSIT_POLICY = DepositPolicySchema.parse(DATA);

/** The parts a bid is paid in: the deposit when the bid is accepted, the balance before admission. */
export const PAYMENT_PARTS = ['deposit', 'balance'] as const;
export type PaymentPart = (typeof PAYMENT_PARTS)[number];

/**
 * What a payment row pays (ADR 0048): a `deposit` or the `balance`, or `full` for a payment of
 * the whole price made before deposits existed (migration 0022 labels those; none are created).
 */
export const PaymentPartSchema = z.enum(['deposit', 'balance', 'full']);
export type StoredPaymentPart = z.infer<typeof PaymentPartSchema>;

/** One part's amounts in whole units: `total = hospitalAmount + platformFee`. */
export interface PartAmounts {
  total: number;
  hospitalAmount: number;
  platformFee: number;
}

/**
 * Splits a bid's price into deposit and balance (ADR 0048). The deposit is
 * `round(total × percentage / 100)`, raised to `minimum` and capped at the total; the balance is
 * the rest (zero when the deposit is the whole price). The platform fee is taken in proportion
 * from each part (rounded on the deposit; the balance gets the rest, so the parts add up to the
 * bid's `platformCommission` exactly). Whole units, e.g. 10,200 at 20 % commission (1,700) →
 * deposit 1,020 (fee 170), balance 9,180 (fee 1,530).
 */
export function splitPrice(
  bid: { totalPrice: number; platformCommission: number },
  policy: Pick<DepositPolicy, 'percentage' | 'minimum'> = DEPOSIT_POLICY,
): Record<PaymentPart, PartAmounts> {
  const { totalPrice, platformCommission } = bid;
  const byPercentage = Math.round((totalPrice * policy.percentage) / 100);
  const depositTotal = Math.min(totalPrice, Math.max(byPercentage, policy.minimum));
  const depositFee =
    totalPrice === 0 ? 0 : Math.round((platformCommission * depositTotal) / totalPrice);
  const balanceTotal = totalPrice - depositTotal;
  const balanceFee = platformCommission - depositFee;
  return {
    deposit: {
      total: depositTotal,
      platformFee: depositFee,
      hospitalAmount: depositTotal - depositFee,
    },
    balance: {
      total: balanceTotal,
      platformFee: balanceFee,
      hospitalAmount: balanceTotal - balanceFee,
    },
  };
}
