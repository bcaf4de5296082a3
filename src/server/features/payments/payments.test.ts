import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { payments } from '../../db/schema/payments.ts';
import { stripeEvents } from '../../db/schema/stripe-events.ts';
import { testClient } from '../../test/http.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  refundedChargeOf,
  signStripeEvent,
  type FakeIntent,
  type FakeStripe,
} from '../../test/fake-stripe-server.ts';
import {
  createAcceptedBid,
  deliverWebhook,
  startPaymentsTestApp,
  type AcceptedBid,
} from './payments-test-support.ts';

/**
 * What the first payment of the factory's bid charges: its deposit, 10 % of 10,200 USD, with
 * the 20 % commission in proportion (ADR 0048). `deposits.test.ts` covers the balance.
 */
const TOTAL = 1_020;
const HOSPITAL_AMOUNT = 850;
const PLATFORM_FEE = 170;

describe('payments (DESIGN §5, ADR 0014)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: Actor;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, t, admin, close } = await startPaymentsTestApp());
  });
  afterAll(() => close());

  /** Starts paying `deal`'s bid; returns the answer and the fake's intent. */
  async function pay(deal: AcceptedBid) {
    const response = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json<{ paymentId: string; clientSecret: string }>();
    const intent = [...fake.intents.values()].find((i) => i.metadata.bidId === deal.bidId);
    if (!intent) throw new Error('no intent');
    return { session, intent };
  }

  async function paymentRow(bidId: string) {
    const [row] = await t.db.select().from(payments).where(eq(payments.bidId, bidId));
    return row;
  }

  const succeeded = (intent: FakeIntent, overrides: Partial<FakeIntent> = {}) =>
    signStripeEvent('payment_intent.succeeded', { ...intent, status: 'succeeded', ...overrides });
  const failed = (intent: FakeIntent) =>
    signStripeEvent('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
    });

  describe('POST /api/payments', () => {
    it('creates the pending deposit row, then its PaymentIntent keyed by bid and part', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { session, intent } = await pay(deal);
      expect(session).toEqual({
        paymentId: expect.any(String),
        part: 'deposit',
        clientSecret: intent.client_secret,
        publishableKey: 'pk_test_careabroad_fake',
        amount: TOTAL,
        currency: 'USD',
      });
      expect(intent).toMatchObject({
        amount: TOTAL * 100,
        currency: 'usd',
        metadata: { bidId: deal.bidId, paymentId: session.paymentId, part: 'deposit' },
      });
      const create = fake.requests.find(
        (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `${deal.bidId}:deposit`,
      );
      expect(create).toBeDefined();
      expect(await paymentRow(deal.bidId)).toMatchObject({
        id: session.paymentId,
        patientId: deal.patient.id,
        hospitalId: deal.hospital.id,
        totalAmount: TOTAL,
        hospitalAmount: HOSPITAL_AMOUNT,
        platformFee: PLATFORM_FEE,
        part: 'deposit',
        stripePaymentIntentId: intent.id,
        stripePaymentStatus: 'pending',
        currency: 'USD',
      });
    });

    it('answers a second call with the same intent, and moves on once the deposit is paid', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const first = await pay(deal);
      const second = await pay(deal);
      expect(second.session).toEqual(first.session);
      expect(fake.intents.size).toBeGreaterThan(0);
      expect(
        [...fake.intents.values()].filter((i) => i.metadata.bidId === deal.bidId),
      ).toHaveLength(1);
      expect((await deliverWebhook(t.app, succeeded(first.intent))).statusCode).toBe(200);
      const again = await deal.patient.post('/api/payments', { bidId: deal.bidId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ part: 'balance' });
      expect(again.json()).not.toMatchObject({ paymentId: first.session.paymentId });
    });

    it('lets only the patient who owns the accepted bid pay', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const other = await createActor(t.app, 'patient');
      const body = { bidId: deal.bidId };
      expect((await other.post('/api/payments', body)).statusCode).toBe(404);
      expect((await deal.hospital.post('/api/payments', body)).statusCode).toBe(404);
      expect((await admin.post('/api/payments', body)).statusCode).toBe(404);
      expect((await testClient(t.app).post('/api/payments', body)).statusCode).toBe(401);
      const pending = await createAcceptedBid(t.app, admin, { accept: false });
      const notAccepted = await pending.patient.post('/api/payments', { bidId: pending.bidId });
      expect(notAccepted.statusCode).toBe(409);
      expect(notAccepted.json()).toMatchObject({ code: 'BID_NOT_ACCEPTED' });
      expect(await paymentRow(deal.bidId)).toBeUndefined();
      expect(await paymentRow(pending.bidId)).toBeUndefined();
    });

    it('refuses server-owned fields and malformed ids with 400', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const extra = await deal.patient.post('/api/payments', { bidId: deal.bidId, amount: 1 });
      expect(extra.statusCode).toBe(400);
      expect((await deal.patient.post('/api/payments', { bidId: 'nope' })).statusCode).toBe(400);
    });

    it('answers 502 when Stripe fails and leaves the payment retryable', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      fake.failNext(500);
      const failedCall = await deal.patient.post('/api/payments', { bidId: deal.bidId });
      expect(failedCall.statusCode).toBe(502);
      expect(failedCall.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: expect.stringContaining('card payment provider'),
      });
      expect(await paymentRow(deal.bidId)).toMatchObject({
        stripePaymentStatus: 'pending',
        stripePaymentIntentId: null,
      });
      const { session, intent } = await pay(deal);
      expect((await paymentRow(deal.bidId))?.stripePaymentIntentId).toBe(intent.id);
      expect(session.paymentId).toBe((await paymentRow(deal.bidId))?.id);
    });
  });

  describe('POST /api/payments/webhook', () => {
    it('moves the payment to succeeded once, without Origin or a session (CSRF opt-out)', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { intent } = await pay(deal);
      const event = succeeded(intent);
      const first = await deliverWebhook(t.app, event);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
      expect(await paymentRow(deal.bidId)).toMatchObject({
        stripePaymentStatus: 'succeeded',
        paymentMethod: 'card',
      });
      const again = await deliverWebhook(t.app, event);
      expect(again.json()).toEqual({ received: true, duplicate: true });
      const [stored] = await t.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.eventId));
      expect(stored).toMatchObject({ type: 'payment_intent.succeeded', outcome: 'applied' });
    });

    it('refuses a bad signature, a missing one and a stale timestamp with 400', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { intent } = await pay(deal);
      const forged = signStripeEvent(
        'payment_intent.succeeded',
        { ...intent },
        { secret: 'whsec_wrong' },
      );
      expect((await deliverWebhook(t.app, forged)).statusCode).toBe(400);
      const good = succeeded(intent);
      const tampered = { ...good, payload: good.payload.replace(`${TOTAL * 100}`, '100') };
      expect((await deliverWebhook(t.app, tampered)).statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: good.payload,
      });
      expect(unsigned.statusCode).toBe(400);
      const stale = signStripeEvent(
        'payment_intent.succeeded',
        { ...intent },
        {
          timestamp: Math.floor(Date.now() / 1000) - 600,
        },
      );
      const staleAnswer = await deliverWebhook(t.app, stale);
      expect(staleAnswer.statusCode).toBe(400);
      expect(staleAnswer.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      expect((await paymentRow(deal.bidId))?.stripePaymentStatus).toBe('pending');
      const recorded = await t.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, stale.eventId));
      expect(recorded).toEqual([]);
    });

    it('records a wrong amount or currency as a mismatch and does not apply it', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { intent } = await pay(deal);
      const wrongAmount = await deliverWebhook(t.app, succeeded(intent, { amount: 100 }));
      expect(wrongAmount.json()).toMatchObject({ outcome: 'mismatch' });
      const wrongCurrency = await deliverWebhook(t.app, succeeded(intent, { currency: 'eur' }));
      expect(wrongCurrency.json()).toMatchObject({ outcome: 'mismatch' });
      expect((await paymentRow(deal.bidId))?.stripePaymentStatus).toBe('pending');
    });

    it('ends in the right state whatever the order of events', async () => {
      const late = await createAcceptedBid(t.app, admin);
      const a = await pay(late);
      await deliverWebhook(t.app, succeeded(a.intent));
      const lateFailure = await deliverWebhook(t.app, failed(a.intent));
      expect(lateFailure.json()).toMatchObject({ outcome: 'no_change' });
      expect((await paymentRow(late.bidId))?.stripePaymentStatus).toBe('succeeded');

      const retried = await createAcceptedBid(t.app, admin);
      const b = await pay(retried);
      await deliverWebhook(t.app, failed(b.intent));
      expect((await paymentRow(retried.bidId))?.stripePaymentStatus).toBe('failed');
      await deliverWebhook(t.app, succeeded(b.intent));
      expect((await paymentRow(retried.bidId))?.stripePaymentStatus).toBe('succeeded');

      const refundFirst = await createAcceptedBid(t.app, admin);
      const c = await pay(refundFirst);
      const refunded = await deliverWebhook(
        t.app,
        signStripeEvent('charge.refunded', refundedChargeOf(c.intent)),
      );
      expect(refunded.json()).toMatchObject({ outcome: 'applied' });
      await deliverWebhook(t.app, succeeded(c.intent));
      await deliverWebhook(t.app, failed(c.intent));
      expect((await paymentRow(refundFirst.bidId))?.stripePaymentStatus).toBe('refunded');
    });

    it('ignores other event types and partial refunds', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { intent } = await pay(deal);
      const other = await deliverWebhook(
        t.app,
        signStripeEvent('customer.created', { id: 'cus_1' }),
      );
      expect(other.json()).toMatchObject({ outcome: 'ignored' });
      await deliverWebhook(t.app, succeeded(intent));
      const partial = await deliverWebhook(
        t.app,
        signStripeEvent('charge.refunded', { ...refundedChargeOf(intent), refunded: false }),
      );
      expect(partial.json()).toMatchObject({ outcome: 'ignored' });
      expect((await paymentRow(deal.bidId))?.stripePaymentStatus).toBe('succeeded');
    });
  });

  describe('refunds and lists', () => {
    it('lets the admin refund a succeeded payment once, with an audit entry', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { session, intent } = await pay(deal);
      const url = `/api/admin/payments/${session.paymentId}/refund`;
      expect((await admin.post(url)).statusCode).toBe(409);
      await deliverWebhook(t.app, succeeded(intent));
      expect((await deal.patient.post(url)).statusCode).toBe(403);
      expect((await deal.hospital.post(url)).statusCode).toBe(403);
      const refund = await admin.post(url);
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({ id: session.paymentId, status: 'refunded' });
      expect(
        fake.requests.find(
          (r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund-${session.paymentId}`,
        ),
      ).toBeDefined();
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, session.paymentId));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'payment.refund', actorId: admin.id, rowsAffected: 1 }),
      ]);
      const confirmation = await deliverWebhook(
        t.app,
        signStripeEvent('charge.refunded', refundedChargeOf(intent)),
      );
      expect(confirmation.json()).toMatchObject({ outcome: 'no_change' });
      expect((await admin.post(url)).statusCode).toBe(409);
      const mine = await deal.patient.get('/api/payments/my');
      expect(mine.json()).toEqual([expect.objectContaining({ status: 'refunded' })]);
    });

    it('shows each party its payments, and the admin totals', async () => {
      const deal = await createAcceptedBid(t.app, admin);
      const { session, intent } = await pay(deal);
      await deliverWebhook(t.app, succeeded(intent));
      const mine = await deal.patient.get('/api/payments/my');
      expect(mine.json()).toEqual([
        expect.objectContaining({
          id: session.paymentId,
          bidId: deal.bidId,
          treatmentRequestId: deal.requestId,
          status: 'succeeded',
          totalAmount: TOTAL,
          hospitalAmount: HOSPITAL_AMOUNT,
          platformFee: PLATFORM_FEE,
        }),
      ]);
      expect(JSON.stringify(mine.json())).not.toContain('pi_');
      const hospital = await deal.hospital.get('/api/payments/hospital');
      expect(hospital.json()).toEqual([
        expect.objectContaining({ hospitalAmount: HOSPITAL_AMOUNT }),
      ]);
      const byBid = await deal.hospital.get(`/api/payments/bid/${deal.bidId}`);
      expect(byBid.json()).toMatchObject({ payment: { status: 'succeeded' } });
      const stranger = await createActor(t.app, 'patient');
      expect((await stranger.get(`/api/payments/bid/${deal.bidId}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/payments/bid/${deal.bidId}`)).statusCode).toBe(200);
      const unpaid = await createAcceptedBid(t.app, admin);
      expect((await unpaid.patient.get(`/api/payments/bid/${unpaid.bidId}`)).json()).toMatchObject({
        payment: null,
        payments: [],
        nextPart: 'deposit',
      });
      const all = await admin.get('/api/admin/payments?limit=100');
      expect(all.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: session.paymentId })]),
      );
      const summary = (await admin.get('/api/admin/payments/summary')).json<{
        counts: { succeeded: number };
        collectedTotal: number;
        platformFeeTotal: number;
        hospitalTotal: number;
      }>();
      expect(summary.counts.succeeded).toBeGreaterThanOrEqual(1);
      expect(summary.collectedTotal).toBe(summary.hospitalTotal + summary.platformFeeTotal);
      expect(summary.platformFeeTotal).toBe(summary.counts.succeeded * PLATFORM_FEE);
      expect((await deal.patient.get('/api/admin/payments/summary')).statusCode).toBe(403);
    });

    it('keeps the admin summary equal to a recount after every transition above', async () => {
      const rows = await t.db.select().from(payments);
      const of = (status: (typeof rows)[number]['stripePaymentStatus']) =>
        rows.filter((row) => row.stripePaymentStatus === status);
      const total = (list: typeof rows, amount: 'totalAmount' | 'hospitalAmount' | 'platformFee') =>
        list.reduce((sum, row) => sum + row[amount], 0);
      // The tests above moved payments through each webhook and the refund (a failed one is
      // paid again, so none stays failed).
      for (const status of ['pending', 'succeeded', 'refunded'] as const) {
        expect(of(status).length, status).toBeGreaterThan(0);
      }
      expect((await admin.get('/api/admin/payments/summary')).json()).toEqual({
        counts: {
          pending: of('pending').length,
          succeeded: of('succeeded').length,
          failed: of('failed').length,
          partially_refunded: of('partially_refunded').length,
          refunded: of('refunded').length,
        },
        collectedTotal: total(of('succeeded'), 'totalAmount'),
        hospitalTotal: total(of('succeeded'), 'hospitalAmount'),
        platformFeeTotal: total(of('succeeded'), 'platformFee'),
        refundedTotal: total(of('refunded'), 'totalAmount'),
      });
    });
  });
});

describe('payments without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
  });
  afterAll(() => t.close());

  it('answers 503 "Card payments are not configured" and keeps everything else working', async () => {
    const admin = await createAdmin(t.app);
    const deal = await createAcceptedBid(t.app, admin);
    const response = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Card payments are not configured' });
    expect((await deal.patient.get('/api/payments/my')).json()).toEqual([]);
    expect((await deal.patient.get(`/api/payments/bid/${deal.bidId}`)).json()).toMatchObject({
      payment: null,
      payments: [],
    });
    const webhook = await deliverWebhook(t.app, signStripeEvent('customer.created', { id: 'x' }));
    expect(webhook.statusCode).toBe(503);
    expect((await admin.get('/api/admin/payments/summary')).statusCode).toBe(200);
  });
});
