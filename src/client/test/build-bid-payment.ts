import type { BidPayment, Payment } from '#shared/payments/payments.schemas.ts';

/** `YYYY-MM-DD` (UTC) `days` from today. */
export function dayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A bid's payments view (`GET /api/payments/bid/{id}`, ADR 0048) with `payments` made so far: an
 * $8,400 price split into an $840 deposit (10 %, at least $100) and a $7,560 balance, the balance
 * due next and the admission in 20 days. `overrides` replace any field.
 */
export function buildBidPayment(
  payments: Payment[],
  overrides: Partial<BidPayment> = {},
): BidPayment {
  return {
    payment: payments.at(-1) ?? null,
    payments,
    plan: {
      deposit: { total: 840, hospitalAmount: 700, platformFee: 140 },
      balance: { total: 7560, hospitalAmount: 6300, platformFee: 1260 },
      percentage: 10,
      minimum: 100,
      currency: 'USD',
    },
    nextPart: 'balance',
    admissionDate: dayIn(20),
    cancelledAt: null,
    isSettling: false,
    ...overrides,
  };
}
