import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import type { Actor } from '../../test/factories.ts';
import {
  createAcceptedBid,
  payDeal,
  payNextPart as payNextPartOf,
  startPaymentsTestApp,
  type PaymentsTestApp,
  type AcceptedBid,
} from './payments-test-support.ts';

// The factory's bid: 8,500 + 20 % commission (1,700) = 10,200 USD. The deposit policy takes
// 10 % (at least 100): 1,020 of which 170 commission; the balance is 9,180 of which 1,530.
describe('deposit and balance (issue #16, ADR 0048)', () => {
  let stripe: PaymentsTestApp;
  beforeAll(async () => {
    stripe = await startPaymentsTestApp();
  });
  afterAll(() => stripe.close());

  const bidPayment = async (viewer: Actor, deal: AcceptedBid) =>
    (await viewer.get(`/api/payments/bid/${deal.bidId}`)).json<BidPayment>();

  const ledgerOf = async (paymentId: string) =>
    (await stripe.t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)))
      .map((row) => `${row.kind} ${row.amountCents}`)
      .sort();

  const payNextPart = (deal: AcceptedBid) => payNextPartOf(stripe.t.app, stripe.fake, deal);

  it('shows the split before anything is paid', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    expect(await bidPayment(deal.patient, deal)).toEqual({
      payment: null,
      payments: [],
      plan: {
        deposit: { total: 1020, hospitalAmount: 850, platformFee: 170 },
        balance: { total: 9180, hospitalAmount: 7650, platformFee: 1530 },
        percentage: 10,
        minimum: 100,
        currency: 'USD',
      },
      nextPart: 'deposit',
      admissionDate: null,
      cancelledAt: null,
      isSettling: false,
    });
  });

  it('charges the deposit, then the balance, with the commission split between them', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const deposit = await payNextPart(deal);
    expect(deposit.session).toMatchObject({ part: 'deposit', amount: 1020 });
    expect(deposit.intent.amount).toBe(102_000);

    // Patient and hospital see the same state: deposit paid, balance due.
    for (const viewer of [deal.patient, deal.hospital]) {
      const seen = await bidPayment(viewer, deal);
      expect(seen.nextPart).toBe('balance');
      expect(seen.payments).toEqual([
        expect.objectContaining({ part: 'deposit', status: 'succeeded', totalAmount: 1020 }),
      ]);
    }

    const balance = await payNextPart(deal);
    expect(balance.session).toMatchObject({ part: 'balance', amount: 9180 });
    expect(balance.intent.amount).toBe(918_000);
    expect(
      stripe.fake.requests.some(
        (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `${deal.bidId}:balance`,
      ),
    ).toBe(true);
    const done = await bidPayment(deal.hospital, deal);
    expect(done.nextPart).toBeNull();
    expect(done.payments.map((p) => [p.part, p.status, p.hospitalAmount, p.platformFee])).toEqual([
      ['deposit', 'succeeded', 850, 170],
      ['balance', 'succeeded', 7650, 1530],
    ]);
    // Each charge is in the ledger with its share of the commission: 170 + 1,530 = 1,700.
    expect(await ledgerOf(deposit.session.paymentId)).toEqual([
      'charge 102000',
      'commission 17000',
    ]);
    expect(await ledgerOf(balance.session.paymentId)).toEqual([
      'charge 918000',
      'commission 153000',
    ]);

    const third = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'PAYMENT_ALREADY_MADE' });
  });

  it('asks for no balance once the deposit was refunded', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const { paymentId } = await payDeal(stripe.t.app, stripe.fake, deal);
    expect((await stripe.admin.post(`/api/admin/payments/${paymentId}/refund`)).statusCode).toBe(
      200,
    );
    expect((await bidPayment(deal.patient, deal)).nextPart).toBeNull();
    const balance = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(balance.statusCode).toBe(409);
    expect((await bidPayment(deal.patient, deal)).payments).toHaveLength(1);
  });
});
