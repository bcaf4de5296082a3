import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import type { Actor } from '../../test/factories.ts';
import { sendBalanceReminders } from './balance-reminders.service.ts';
import {
  dayIn,
  createAcceptedBid,
  payNextPart,
  startPaymentsTestApp,
  type AcceptedBid,
  type PaymentsTestApp,
} from './payments-test-support.ts';

// The factory's bid: 10,200 USD; deposit 1,020 (fee 170), balance 9,180 (fee 1,530). The
// schedule (cancellation-policy.json): deposit 100 % up to 30 days ahead, 50 % up to 7, then
// none; a paid balance in full before admission; balance reminder 14 days ahead.
describe('booking: admission date, cancel by the schedule, balance reminders (ADR 0049)', () => {
  let stripe: PaymentsTestApp;
  beforeAll(async () => {
    stripe = await startPaymentsTestApp();
  });
  afterAll(() => stripe.close());

  const pay = (deal: AcceptedBid) => payNextPart(stripe.t.app, stripe.fake, deal);
  const view = async (viewer: Actor, deal: AcceptedBid) =>
    (await viewer.get(`/api/payments/bid/${deal.bidId}`)).json<BidPayment>();
  const setDate = (actor: Actor, deal: AcceptedBid, admissionDate: unknown) =>
    actor.request({
      method: 'PUT',
      url: `/api/payments/bid/${deal.bidId}/admission-date`,
      body: { admissionDate },
    });
  const cancel = (deal: AcceptedBid) => deal.patient.post(`/api/payments/bid/${deal.bidId}/cancel`);
  const noticesOf = async (actor: Actor, kind: Notification['kind']) =>
    (await actor.get('/api/notifications?limit=100'))
      .json<Notification[]>()
      .filter((notification) => notification.kind === kind);
  const refundsOf = (intentId: string) =>
    [...stripe.fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const ledgerRefundCents = async (paymentId: string) =>
    (await stripe.t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)))
      .filter((row) => row.kind === 'refund')
      .reduce((sum, row) => sum + row.amountCents, 0);

  it('lets the accepted hospital set and change the date, and tells the patient', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const set = await setDate(deal.hospital, deal, dayIn(40));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<BidPayment>().admissionDate).toBe(dayIn(40));
    expect((await view(deal.patient, deal)).admissionDate).toBe(dayIn(40));
    expect(await noticesOf(deal.patient, 'admission_date_set')).toEqual([
      expect.objectContaining({
        link: `/requests/${deal.requestId}`,
        summary: 'The hospital set the admission date for your treatment',
      }),
    ]);

    expect((await setDate(deal.hospital, deal, dayIn(40))).statusCode).toBe(200);
    expect(await noticesOf(deal.patient, 'admission_date_set')).toHaveLength(1);
    expect((await setDate(deal.hospital, deal, dayIn(45))).statusCode).toBe(200);
    expect(await noticesOf(deal.patient, 'admission_date_set')).toHaveLength(2);
    expect((await view(deal.hospital, deal)).admissionDate).toBe(dayIn(45));
  });

  it('refuses a past, today, distant or malformed date, and changes nothing', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    for (const [date, code] of [
      [dayIn(-1), 'ADMISSION_DATE_NOT_FUTURE'],
      [dayIn(0), 'ADMISSION_DATE_NOT_FUTURE'],
      [dayIn(800), 'ADMISSION_DATE_TOO_FAR'],
      ['31/03/2027', 'VALIDATION_FAILED'],
      ['2027-02-30', 'VALIDATION_FAILED'],
    ] as const) {
      const answer = await setDate(deal.hospital, deal, date);
      expect(answer.statusCode, date).toBe(400);
      expect(answer.json()).toMatchObject({ code });
    }
    expect((await view(deal.patient, deal)).admissionDate).toBeNull();
  });

  it('lets only the accepted hospital set it, and only on an accepted bid', async () => {
    const pending = await createAcceptedBid(stripe.t.app, stripe.admin, { accept: false });
    const answer = await setDate(pending.hospital, pending, dayIn(20));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'BOOKING_NOT_ACTIVE' });
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    expect((await setDate(pending.hospital, deal, dayIn(20))).statusCode).toBe(404);
    expect((await setDate(deal.patient, deal, dayIn(20))).statusCode).toBe(403);
  });

  it('cancels inside the 50 % step: half the deposit back, once, and nothing due', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const { session, intent } = await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(20))).statusCode).toBe(200);

    const first = await cancel(deal);
    expect(first.statusCode, first.body).toBe(200);
    const cancelled = first.json<BidPayment>();
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.nextPart).toBeNull();
    expect(cancelled.payments).toEqual([
      expect.objectContaining({ part: 'deposit', status: 'partially_refunded' }),
    ]);
    expect(refundsOf(intent.id).map((refund) => refund.amount)).toEqual([51_000]);
    expect(await ledgerRefundCents(session.paymentId)).toBe(51_000);
    expect(await noticesOf(deal.hospital, 'booking_cancelled')).toHaveLength(1);

    // Twice refunds once; no balance is asked for; the date is fixed.
    const again = await cancel(deal);
    expect(again.statusCode).toBe(200);
    expect(again.json<BidPayment>().cancelledAt).toBe(cancelled.cancelledAt);
    expect(refundsOf(intent.id)).toHaveLength(1);
    expect(await ledgerRefundCents(session.paymentId)).toBe(51_000);
    expect(await noticesOf(deal.hospital, 'booking_cancelled')).toHaveLength(1);
    const balance = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(balance.statusCode).toBe(409);
    expect(balance.json()).toMatchObject({ code: 'BOOKING_CANCELLED' });
    expect((await setDate(deal.hospital, deal, dayIn(25))).json()).toMatchObject({
      code: 'BOOKING_CANCELLED',
    });
  });

  it('refunds deposit and balance in full a month or more ahead', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const deposit = await pay(deal);
    const balance = await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(40))).statusCode).toBe(200);
    const answer = await cancel(deal);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<BidPayment>().payments.map((p) => [p.part, p.status])).toEqual([
      ['deposit', 'refunded'],
      ['balance', 'refunded'],
    ]);
    expect(await ledgerRefundCents(deposit.session.paymentId)).toBe(102_000);
    expect(await ledgerRefundCents(balance.session.paymentId)).toBe(918_000);
    expect(
      stripe.fake.requests.filter((r) => r.idempotencyKey?.startsWith('cancel-')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('keeps the deposit inside the last week but returns the paid balance', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const deposit = await pay(deal);
    const balance = await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(3))).statusCode).toBe(200);
    const answer = await cancel(deal);
    expect(answer.json<BidPayment>().payments.map((p) => [p.part, p.status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'refunded'],
    ]);
    expect(refundsOf(deposit.intent.id)).toEqual([]);
    expect(await ledgerRefundCents(balance.session.paymentId)).toBe(918_000);
  });

  it('refuses to cancel what was not paid, or someone else', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    const unpaid = await cancel(deal);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'BOOKING_NOT_PAID' });
    expect((await view(deal.patient, deal)).cancelledAt).toBeNull();
    const other = await createAcceptedBid(stripe.t.app, stripe.admin);
    const answer = await other.patient.post(`/api/payments/bid/${deal.bidId}/cancel`);
    expect(answer.statusCode).toBe(404);
  });

  it('reminds of an unpaid balance 14 days ahead, once per date', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(20))).statusCode).toBe(200);
    await sendBalanceReminders(stripe.t.db);
    expect(await noticesOf(deal.patient, 'balance_due')).toHaveLength(0);

    expect((await setDate(deal.hospital, deal, dayIn(10))).statusCode).toBe(200);
    await sendBalanceReminders(stripe.t.db);
    await sendBalanceReminders(stripe.t.db);
    expect(await noticesOf(deal.patient, 'balance_due')).toEqual([
      expect.objectContaining({
        link: `/requests/${deal.requestId}`,
        summary: 'The balance for your treatment is due before admission',
      }),
    ]);
    expect(await noticesOf(deal.hospital, 'balance_due')).toHaveLength(0);

    // A new date is reminded again; a paid balance is not.
    expect((await setDate(deal.hospital, deal, dayIn(12))).statusCode).toBe(200);
    await sendBalanceReminders(stripe.t.db);
    expect(await noticesOf(deal.patient, 'balance_due')).toHaveLength(2);
    await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(11))).statusCode).toBe(200);
    await sendBalanceReminders(stripe.t.db);
    expect(await noticesOf(deal.patient, 'balance_due')).toHaveLength(2);
  });

  it('does not remind a cancelled booking', async () => {
    const deal = await createAcceptedBid(stripe.t.app, stripe.admin);
    await pay(deal);
    expect((await setDate(deal.hospital, deal, dayIn(9))).statusCode).toBe(200);
    expect((await cancel(deal)).statusCode).toBe(200);
    await sendBalanceReminders(stripe.t.db);
    expect(await noticesOf(deal.patient, 'balance_due')).toHaveLength(0);
  });
});
