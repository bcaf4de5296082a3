import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICY,
  CancellationPolicySchema,
  canCancelBefore,
  cancellationRefund,
  cancellationSchedule,
  type CancellablePayment,
} from '#shared/payments/cancellation-policy.ts';

const ADMISSION = '2027-03-31';
const at = (isoDateTime: string) => new Date(isoDateTime);
const deposit: CancellablePayment = {
  id: 'd',
  part: 'deposit',
  status: 'succeeded',
  totalAmount: 1021,
};
const balance: CancellablePayment = {
  id: 'b',
  part: 'balance',
  status: 'succeeded',
  totalAmount: 9179,
};
const refundAt = (
  now: string,
  payments = [deposit, balance],
  admissionDate: string | null = ADMISSION,
) => cancellationRefund({ payments, admissionDate, now: at(now) });

describe('cancellation schedule (ADR 0049)', () => {
  it('reads the schedule from its data file, with its source', () => {
    expect(CANCELLATION_POLICY.depositSteps).toEqual([
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 7, refundPercent: 50 },
    ]);
    expect(CANCELLATION_POLICY.balanceReminderDaysBefore).toBe(14);
    expect(CANCELLATION_POLICY.source.length).toBeGreaterThan(50);
  });

  it('refuses steps out of order', () => {
    const steps = [
      { daysBefore: 7, refundPercent: 50 },
      { daysBefore: 30, refundPercent: 100 },
    ];
    expect(
      CancellationPolicySchema.safeParse({ ...CANCELLATION_POLICY, depositSteps: steps }).success,
    ).toBe(false);
  });

  it('dates each step back from the admission day', () => {
    expect(cancellationSchedule(ADMISSION)).toEqual([
      { before: '2027-03-01', depositPercent: 100, balancePercent: 100 },
      { before: '2027-03-24', depositPercent: 50, balancePercent: 100 },
      { before: ADMISSION, depositPercent: 0, balancePercent: 100 },
    ]);
    expect(cancellationSchedule(null)).toEqual([
      { before: null, depositPercent: 100, balancePercent: 100 },
    ]);
  });

  it('refunds the deposit in full up to 30 days ahead, and the balance in full', () => {
    expect(refundAt('2027-02-28T23:59:59Z')).toEqual({
      parts: [
        {
          paymentId: 'd',
          part: 'deposit',
          paidCents: 102_100,
          refundPercent: 100,
          refundCents: 102_100,
        },
        {
          paymentId: 'b',
          part: 'balance',
          paidCents: 917_900,
          refundPercent: 100,
          refundCents: 917_900,
        },
      ],
      refundCents: 1_020_000,
    });
  });

  it('refunds half the deposit from 30 days to 7 days ahead, rounded to the cent', () => {
    for (const now of ['2027-03-01T00:00:00Z', '2027-03-23T23:59:59Z']) {
      const refund = refundAt(now);
      expect(refund.parts[0]).toMatchObject({ refundPercent: 50, refundCents: 51_050 });
      expect(refund.refundCents).toBe(51_050 + 917_900);
    }
  });

  it('keeps the deposit inside the last week, refunds the balance until admission, then nothing', () => {
    expect(refundAt('2027-03-24T00:00:00Z').refundCents).toBe(917_900);
    expect(refundAt('2027-03-30T23:59:59Z').parts[0]?.refundCents).toBe(0);
    expect(refundAt('2027-03-31T00:00:00Z').refundCents).toBe(0);
    expect(canCancelBefore(ADMISSION, at('2027-03-30T23:59:59Z'))).toBe(true);
    expect(canCancelBefore(ADMISSION, at('2027-03-31T00:00:00Z'))).toBe(false);
  });

  it('refunds the whole deposit while no admission date is set', () => {
    expect(refundAt('2027-03-30T12:00:00Z', [deposit], null).refundCents).toBe(102_100);
    expect(canCancelBefore(null, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('counts only received payments and never returns more than is left', () => {
    const pending = { ...balance, status: 'pending' as const };
    expect(refundAt('2027-01-01T00:00:00Z', [deposit, pending]).parts).toHaveLength(1);
    const partly = { ...deposit, status: 'partially_refunded' as const, refundedCents: 80_000 };
    expect(refundAt('2027-01-01T00:00:00Z', [partly]).refundCents).toBe(22_100);
    const refunded = { ...deposit, status: 'refunded' as const };
    expect(refundAt('2027-01-01T00:00:00Z', [refunded]).parts).toEqual([]);
  });
});
