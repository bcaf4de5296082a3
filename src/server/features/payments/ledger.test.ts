import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import type { Actor } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signStripeEvent, type FakeStripe } from '../../test/fake-stripe-server.ts';
import {
  createAcceptedBid,
  deliverWebhook,
  payDeal,
  refundInStripe,
  startPaymentsTestApp,
} from './payments-test-support.ts';

/**
 * The deposit of the factory's bid (8,500 + 20 % commission = 10,200 USD): 10 % of it, 1,020
 * USD with 170 of commission (ADR 0048), in cents. `payDeal` pays the deposit.
 */
const TOTAL_CENTS = 102_000;
const COMMISSION_CENTS = 17_000;

/** The error a rejected statement gives, with the driver's cause (drizzle wraps it). */
async function failureOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return `${String(error)} ${cause}`;
  }
  return 'no error';
}

describe('money ledger and reconciliation (issue #16, ADR 0047)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: Actor;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, t, admin, close } = await startPaymentsTestApp());
  });
  afterAll(() => close());

  const ledgerOf = async (paymentId: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)))
      .map((row) => ({ kind: row.kind, cents: row.amountCents, object: row.stripeObjectId }))
      .sort((a, b) => a.kind.localeCompare(b.kind));

  async function reconcile(): Promise<ReconciliationReport> {
    const answer = await admin.get('/api/admin/payments/reconciliation');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ReconciliationReport>();
  }

  it('records a charge and its commission once, however often Stripe reports it', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const { intent, event, paymentId } = await payDeal(t.app, fake, deal);
    const expected = [
      { kind: 'charge', cents: TOTAL_CENTS, object: intent.id },
      { kind: 'commission', cents: COMMISSION_CENTS, object: intent.id },
    ];
    expect(await ledgerOf(paymentId)).toEqual(expected);
    // The same delivery again, and a second event about the same intent.
    expect((await deliverWebhook(t.app, event)).json()).toMatchObject({ duplicate: true });
    const another = await deliverWebhook(
      t.app,
      signStripeEvent('payment_intent.succeeded', { ...intent }),
    );
    expect(another.json()).toEqual({ received: true, duplicate: false, outcome: 'no_change' });
    expect(await ledgerOf(paymentId)).toEqual(expected);
  });

  it('records an admin refund once, though its webhooks report it again', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const { intent, paymentId } = await payDeal(t.app, fake, deal);
    const refunded = await admin.post(`/api/admin/payments/${paymentId}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = [...fake.refunds.values()].filter((r) => r.payment_intent === intent.id);
    if (!refund) throw new Error('no refund');
    for (const type of ['refund.created', 'refund.updated']) {
      const answer = await deliverWebhook(t.app, signStripeEvent(type, { ...refund }));
      expect(answer.json()).toMatchObject({ outcome: 'no_change' });
    }
    const charge = {
      amount: intent.amount,
      currency: 'usd',
      refunded: true,
      payment_intent: intent.id,
    };
    const chargeRefunded = signStripeEvent('charge.refunded', {
      ...charge,
      refunds: { data: [refund] },
    });
    expect((await deliverWebhook(t.app, chargeRefunded)).json()).toMatchObject({
      outcome: 'no_change',
    });
    expect(await ledgerOf(paymentId)).toEqual([
      { kind: 'charge', cents: TOTAL_CENTS, object: intent.id },
      { kind: 'commission', cents: COMMISSION_CENTS, object: intent.id },
      { kind: 'commission_reversal', cents: COMMISSION_CENTS, object: refund.id },
      { kind: 'refund', cents: TOTAL_CENTS, object: refund.id },
    ]);
  });

  it('keeps both movements when the refund is reported before the charge', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    await deal.patient.post('/api/payments', { bidId: deal.bidId });
    const pending = [...fake.intents.values()].find((i) => i.metadata.bidId === deal.bidId);
    if (!pending) throw new Error('no intent');
    const intent = fake.succeed(pending.id);
    const refund = await refundInStripe(fake, intent.id);
    const late = signStripeEvent('payment_intent.succeeded', { ...intent });
    const early = signStripeEvent('charge.refunded', {
      amount: intent.amount,
      currency: 'usd',
      refunded: true,
      payment_intent: intent.id,
      refunds: { data: [refund] },
    });
    expect((await deliverWebhook(t.app, early)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliverWebhook(t.app, late)).json()).toMatchObject({ outcome: 'applied' });
    const [row] = await t.db.select().from(payments).where(eq(payments.bidId, deal.bidId));
    expect(row?.stripePaymentStatus).toBe('refunded');
    expect((await ledgerOf(row?.id ?? '')).map((e) => [e.kind, e.cents])).toEqual([
      ['charge', TOTAL_CENTS],
      ['commission', COMMISSION_CENTS],
      ['commission_reversal', COMMISSION_CENTS],
      ['refund', TOTAL_CENTS],
    ]);
  });

  it('refuses to update, delete or truncate ledger rows in the database', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const { paymentId } = await payDeal(t.app, fake, deal);
    const before = await ledgerOf(paymentId);
    const ofPayment = eq(ledgerEntries.paymentId, paymentId);
    expect(
      await failureOf(t.db.update(ledgerEntries).set({ amountCents: 1 }).where(ofPayment)),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await failureOf(t.db.delete(ledgerEntries).where(ofPayment))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await failureOf(t.db.execute(sql`truncate ledger_entries cascade`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect(await ledgerOf(paymentId)).toEqual(before);
  });

  it('reconciles the ledger with Stripe, and names a refund the ledger lacks', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const { intent } = await payDeal(t.app, fake, deal);
    const clean = await reconcile();
    expect(clean).toMatchObject({ isReconciled: true, mismatchCount: 0, mismatches: [] });
    expect(clean.ledger.chargesCents).toBe(clean.stripe.chargesCents);
    expect(clean.ledger.refundsCents).toBe(clean.stripe.refundsCents);
    expect(clean.ledger.chargesCents).toBeGreaterThanOrEqual(TOTAL_CENTS);

    // A partial refund made in Stripe's dashboard, whose webhook has not arrived yet.
    const refund = await refundInStripe(fake, intent.id, 25_000);
    const behind = await reconcile();
    expect(behind).toMatchObject({
      isReconciled: false,
      mismatchCount: 1,
      mismatches: [
        { kind: 'refund', stripeObjectId: refund.id, ledgerCents: 0, stripeCents: 25_000 },
      ],
    });
    expect(behind.stripe.refundsCents - behind.ledger.refundsCents).toBe(25_000);

    const webhook = signStripeEvent('refund.created', { ...refund });
    expect((await deliverWebhook(t.app, webhook)).json()).toMatchObject({ outcome: 'applied' });
    const after = await reconcile();
    expect(after).toMatchObject({ isReconciled: true, mismatchCount: 0 });
    // A partial refund gives up the same share of the commission: 25,000 / 102,000 of it.
    expect(after.ledger.commissionReversalCents - behind.ledger.commissionReversalCents).toBe(
      Math.round((COMMISSION_CENTS * 25_000) / TOTAL_CENTS),
    );
  });

  it('marks a partly refunded payment, lets the admin refund the rest, and reconciles', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const { intent, paymentId } = await payDeal(t.app, fake, deal);
    const statusSeen = async () =>
      (await deal.patient.get(`/api/payments/bid/${deal.bidId}`)).json<{
        payment: { status: string };
      }>().payment.status;
    const partial = await refundInStripe(fake, intent.id, 40_000);
    const reported = await deliverWebhook(t.app, signStripeEvent('refund.created', { ...partial }));
    expect(reported.json()).toMatchObject({ outcome: 'applied' });
    expect(await statusSeen()).toBe('partially_refunded');
    const again = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_MADE' });

    const rest = await admin.post(`/api/admin/payments/${paymentId}/refund`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded' });
    expect(await statusSeen()).toBe('refunded');
    const refunds = (await ledgerOf(paymentId)).filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.cents).sort((a, b) => a - b)).toEqual([40_000, 62_000]);
    expect((await reconcile()).isReconciled).toBe(true);
    const twice = await admin.post(`/api/admin/payments/${paymentId}/refund`);
    expect(twice.statusCode).toBe(409);
  });

  it('answers 502 when Stripe cannot be read, and changes nothing', async () => {
    fake.failNext(500, 2);
    const answer = await admin.get('/api/admin/payments/reconciliation');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });
});
