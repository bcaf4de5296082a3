import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import type { Actor } from '../../test/factories.ts';
import { isPostgresRun, type TestApp } from '../../test/test-app.ts';
import { signStripeEvent, type FakeStripe } from '../../test/fake-stripe-server.ts';
import {
  createAcceptedBid,
  deliverWebhook,
  startPaymentsTestApp,
} from './payments-test-support.ts';

const CONCURRENT = 12;

// DESIGN §5 / SECURITY §4: concurrent duplicates converge. Only PostgreSQL runs these
// concurrently (PGlite is one connection).
describe.skipIf(!isPostgresRun())('payments: races on PostgreSQL', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: Actor;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, t, admin, close } = await startPaymentsTestApp());
  });
  afterAll(() => close());

  it(`${CONCURRENT} concurrent payment starts give one row and one intent`, async () => {
    const deal = await createAcceptedBid(t.app, admin);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        deal.patient.post('/api/payments', { bidId: deal.bidId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const secrets = new Set(answers.map((a) => a.json<{ clientSecret: string }>().clientSecret));
    expect(secrets.size).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.bidId, deal.bidId));
    expect(rows).toHaveLength(1);
    const intents = [...fake.intents.values()].filter((i) => i.metadata.bidId === deal.bidId);
    expect(intents).toHaveLength(1);
  });

  it(`${CONCURRENT} concurrent deliveries of one event apply it once`, async () => {
    const deal = await createAcceptedBid(t.app, admin);
    await deal.patient.post('/api/payments', { bidId: deal.bidId });
    const intent = [...fake.intents.values()].find((i) => i.metadata.bidId === deal.bidId);
    if (!intent) throw new Error('no intent');
    const event = signStripeEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => deliverWebhook(t.app, event)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const bodies = answers.map((a) => a.json<{ duplicate: boolean; outcome?: string }>());
    expect(bodies.filter((b) => !b.duplicate)).toEqual([
      { received: true, duplicate: false, outcome: 'applied' },
    ]);
    const [row] = await t.db.select().from(payments).where(eq(payments.bidId, deal.bidId));
    expect(row?.stripePaymentStatus).toBe('succeeded');
  });
});
