import { describe, expect, it } from 'vitest';
import { DEPOSIT_POLICY, splitPrice } from '#shared/payments/deposit-policy.ts';

describe('splitPrice (ADR 0048)', () => {
  it('reads the policy from its data file, with its source', () => {
    expect(DEPOSIT_POLICY).toMatchObject({ percentage: 10, minimum: 100, currency: 'USD' });
    expect(DEPOSIT_POLICY.source.length).toBeGreaterThan(50);
  });

  it('takes the percentage, raised to the minimum and capped at the price', () => {
    const policy = { percentage: 10, minimum: 100 };
    expect(splitPrice({ totalPrice: 600, platformCommission: 100 }, policy)).toEqual({
      deposit: { total: 100, hospitalAmount: 83, platformFee: 17 },
      balance: { total: 500, hospitalAmount: 417, platformFee: 83 },
    });
    expect(splitPrice({ totalPrice: 80, platformCommission: 10 }, policy)).toEqual({
      deposit: { total: 80, hospitalAmount: 70, platformFee: 10 },
      balance: { total: 0, hospitalAmount: 0, platformFee: 0 },
    });
  });

  it('adds up to the bid exactly, commission included, whatever the rounding', () => {
    for (const [totalPrice, platformCommission] of [
      [10_200, 1_700],
      [12_345, 2_057],
      [999, 166],
    ] as const) {
      const { deposit, balance } = splitPrice(
        { totalPrice, platformCommission },
        { percentage: 15, minimum: 100 },
      );
      expect(deposit.total + balance.total).toBe(totalPrice);
      expect(deposit.platformFee + balance.platformFee).toBe(platformCommission);
    }
  });
});
