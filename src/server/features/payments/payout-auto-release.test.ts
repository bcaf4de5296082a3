import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/payouts.ts';
import { openDisputeId, stripeMoneyOf } from './disputes-test-support.ts';
import {
  DAY_MS,
  dayIn,
  createAcceptedBid,
  payNextPart,
  startPaymentsTestApp,
  type AcceptedBid,
  type PaymentsTestApp,
} from './payments-test-support.ts';
import { releaseDuePayouts } from './payout-auto-release.service.ts';
import { onboardHospital, payInFull } from './payouts-test-support.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// Issue #16: a payout is released automatically N days (default 14) after the admission date
// when the booking is paid in full, not cancelled and not disputed (ADR 0061).
describe('payout auto-release (ADR 0061)', () => {
  let s: PaymentsTestApp;
  beforeAll(async () => {
    s = await startPaymentsTestApp();
  });
  afterAll(() => s.close());

  /** An accepted bid of an onboarded hospital admitted `inDays` from today, paid per `paid`. */
  async function booking(inDays: number, paid: 'deposit' | 'full'): Promise<AcceptedBid> {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    await onboardHospital(s.fake, deal.hospital);
    const dated = await deal.hospital.request({
      method: 'PUT',
      url: `/api/payments/bid/${deal.bidId}/admission-date`,
      body: { admissionDate: dayIn(inDays) },
    });
    expect(dated.statusCode, dated.body).toBe(200);
    if (paid === 'full') await payInFull(s.t.app, s.fake, deal);
    else await payNextPart(s.t.app, s.fake, deal);
    return deal;
  }

  const pass = (days: number, now: Date) => {
    const config = s.t.app.config.stripe;
    if (!config) throw new Error('no Stripe config');
    return releaseDuePayouts({
      db: s.t.db,
      gateway: createStripeGateway(config),
      days,
      log: s.t.app.log,
      now,
    });
  };

  it('pays out bookings admitted more than N days ago, paid in full, not cancelled or disputed', async () => {
    const due = await booking(10, 'full');
    const exactlyN = await booking(11, 'full');
    const depositOnly = await booking(5, 'deposit');
    const disputed = await booking(5, 'full');
    await openDisputeId(disputed);
    const cancelled = await booking(5, 'full');
    expect(
      (await cancelled.patient.post(`/api/payments/bid/${cancelled.bidId}/cancel`)).statusCode,
    ).toBe(200);

    // 25 days from now: `due` was admitted 15 days before, `exactlyN` 14.
    const now = new Date(Date.now() + 25 * DAY_MS);
    expect(await pass(14, now)).toBe(1);
    const [released] = await s.t.db.select().from(payouts).where(eq(payouts.bidId, due.bidId));
    expect(released).toMatchObject({ reason: 'auto_release', amountCents: 850_000 });
    expect(stripeMoneyOf(s.fake, due.bidId).transfers).toHaveLength(1);
    for (const deal of [exactlyN, depositOnly, disputed, cancelled]) {
      expect(stripeMoneyOf(s.fake, deal.bidId).transfers).toEqual([]);
      expect(await s.t.db.select().from(payouts).where(eq(payouts.bidId, deal.bidId))).toEqual([]);
    }
    // A second pass finds nothing more; a shorter N the next booking too.
    expect(await pass(14, now)).toBe(0);
    expect(await pass(13, now)).toBe(1);
    expect(stripeMoneyOf(s.fake, exactlyN.bidId).transfers).toHaveLength(1);
    expect(stripeMoneyOf(s.fake, due.bidId).transfers).toHaveLength(1);
  });
});
