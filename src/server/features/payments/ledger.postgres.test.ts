import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../db/open-postgres.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import { stripeEvents } from '../../db/schema/stripe-events.ts';
import { ADMIN_TEST_EMAIL, createAdmin, type Actor } from '../../test/factories.ts';
import {
  signStripeEvent,
  startFakeStripe,
  type FakeStripe,
} from '../../test/fake-stripe-server.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { cloneTemplateDatabase } from '../../test/test-database.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';
import {
  createAcceptedBid,
  deliverWebhook,
  payDeal,
  refundInStripe,
  stripeEnvFor,
} from './payments-test-support.ts';

const CONCURRENT = 20;
const TRIALS = 10;
const RECOVERY_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue #16's reliability list for the ledger: concurrent reports of one movement, and a
// delivery while the database is down. PostgreSQL only (PGlite is one connection).
describe.skipIf(!isPostgresRun())('money ledger on PostgreSQL (ADR 0047)', () => {
  let fake: FakeStripe;
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: Actor;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const clone = await cloneTemplateDatabase(inject('postgresAdminUrl'));
    dropDatabase = clone.drop;
    const target = new URL(clone.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(clone.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const database = await openPostgres({ url: proxied.toString(), maxConnections: 25 });
    t = await createTestApp(
      { ADMIN_EMAILS: ADMIN_TEST_EMAIL, ...stripeEnvFor(fake) },
      { database: { ...database, dispose: () => database.close() } },
    );
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await proxy?.close();
    await dropDatabase?.();
    await fake?.close();
  });

  const kindsOf = async (paymentId: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)))
      .map((row) => `${row.kind} ${row.amountCents}`)
      .sort();

  it(`${TRIALS} trials: ${CONCURRENT} concurrent reports of a charge and two refunds add each once and end refunded`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const deal = await createAcceptedBid(t.app, admin);
      const { intent, paymentId } = await payDeal(t.app, fake, deal);
      // Two partial refunds that together return the whole charge, each reported several times.
      const first = await refundInStripe(fake, intent.id, 30_000);
      const rest = await refundInStripe(fake, intent.id);
      const events = Array.from({ length: CONCURRENT }, (_, i) => {
        if (i % 4 === 0) return signStripeEvent('payment_intent.succeeded', { ...intent });
        const refund = i % 2 === 0 ? first : rest;
        return signStripeEvent(i % 4 === 1 ? 'refund.updated' : 'charge.refund.updated', {
          ...refund,
        });
      });
      const answers = await Promise.all(events.map((event) => deliverWebhook(t.app, event)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(CONCURRENT).fill(200));
      const outcomes = answers.map((a) => a.json<{ outcome: string }>().outcome);
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(2);
      expect(await kindsOf(paymentId)).toEqual([
        // The deposit (ADR 0048): 10 % of 10,200 USD, with 170 of commission.
        'charge 102000',
        'commission 17000',
        // 17,000 × 72,000 / 102,000 and × 30,000 / 102,000 (sorted as text).
        'commission_reversal 12000',
        'commission_reversal 5000',
        'refund 30000',
        'refund 72000',
      ]);
      const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row?.stripePaymentStatus, `trial ${trial}`).toBe('refunded');
    }
  }, 120_000);

  it('a delivery during a database outage fails whole; Stripe’s retry applies it once', async () => {
    const deal = await createAcceptedBid(t.app, admin);
    await deal.patient.post('/api/payments', { bidId: deal.bidId });
    const pending = [...fake.intents.values()].find((i) => i.metadata.bidId === deal.bidId);
    if (!pending) throw new Error('no intent');
    const event = signStripeEvent('payment_intent.succeeded', { ...fake.succeed(pending.id) });

    await proxy.cut();
    let duringOutage: number;
    try {
      duringOutage = (await deliverWebhook(t.app, event)).statusCode;
    } finally {
      await proxy.restore();
    }
    expect(duringOutage).toBe(503);

    // Stripe retries with backoff until it gets a 2xx; the first 2xx applies the event.
    const retriedUntil = performance.now() + RECOVERY_MS;
    let retry = await deliverWebhook(t.app, event);
    while (retry.statusCode !== 200 && performance.now() < retriedUntil) {
      await sleep(100);
      retry = await deliverWebhook(t.app, event);
    }
    expect(retry.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect((await deliverWebhook(t.app, event)).json()).toMatchObject({ duplicate: true });
    const recorded = await t.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.eventId));
    expect(recorded).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bidId, deal.bidId));
    expect(await kindsOf(payment?.id ?? '')).toEqual(['charge 102000', 'commission 17000']);
  });
});
