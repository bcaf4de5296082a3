import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TEST_EMAIL,
  createAcceptedConversation,
  createAdmin,
  createConversation,
  type Actor,
  type Conversation,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  FAKE_STRIPE_KEYS,
  signStripeEvent,
  startFakeStripe,
  type FakeRefund,
  type FakeStripe,
  type SignedEvent,
} from '../../test/fake-stripe-server.ts';

/** A day in ms. */
export const DAY_MS = 86_400_000;

/** The calendar day `days` days from now (`YYYY-MM-DD`, UTC). */
export const dayIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The env of an app whose Stripe SDK talks to `fake` (DESIGN §8). */
export function stripeEnvFor(fake: FakeStripe): Record<string, string> {
  return { ...FAKE_STRIPE_KEYS, STRIPE_API_BASE: fake.url };
}

/** A test app whose Stripe SDK talks to a fresh stand-in, its admin, and how to close both. */
export interface PaymentsTestApp {
  fake: FakeStripe;
  t: TestApp;
  admin: Actor;
  close: () => Promise<void>;
}

/** Starts the Stripe stand-in and an app on it with the test admin (`ADMIN_TEST_EMAIL`). */
export async function startPaymentsTestApp(): Promise<PaymentsTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL, ...stripeEnvFor(fake) });
  const admin = await createAdmin(t.app);
  return {
    fake,
    t,
    admin,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** A patient, a verified hospital and the hospital's accepted bid on the patient's request. */
export type AcceptedBid = Conversation;

/**
 * Builds an {@link AcceptedBid} through the API (the factory's bid price 8,500 → total 10,200
 * at 20 %); `accept: false` leaves the bid pending.
 */
export async function createAcceptedBid(
  app: FastifyInstance,
  admin: Actor,
  options: { accept?: boolean } = {},
): Promise<AcceptedBid> {
  const parties = { hospital: 'Payee Hospital' };
  return options.accept === false
    ? createConversation(app, admin, parties)
    : createAcceptedConversation(app, admin, parties);
}

/** Delivers a webhook as Stripe does: raw JSON, its signature, no Origin, no session. */
export function deliverWebhook(
  app: FastifyInstance,
  event: Pick<SignedEvent, 'payload' | 'signature'>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/**
 * Pays `deal`'s bid end to end against the fake: the patient starts the payment, the card is
 * confirmed (`fake.succeed`) and Stripe's `payment_intent.succeeded` webhook is delivered.
 * Returns the succeeded intent and the signed event (to redeliver it).
 */
export async function payDeal(app: FastifyInstance, fake: FakeStripe, deal: AcceptedBid) {
  const started = await deal.patient.post('/api/payments', { bidId: deal.bidId });
  if (started.statusCode !== 200) throw new Error(`payment start: ${started.body}`);
  const pending = [...fake.intents.values()].find((i) => i.metadata.bidId === deal.bidId);
  if (!pending) throw new Error('no intent');
  const intent = fake.succeed(pending.id);
  const event = signStripeEvent('payment_intent.succeeded', { ...intent });
  const delivered = await deliverWebhook(app, event);
  if (delivered.statusCode !== 200) throw new Error(`webhook: ${delivered.body}`);
  return { intent, event, paymentId: started.json<{ paymentId: string }>().paymentId };
}

/**
 * Pays the next part of `deal`'s bid (the deposit, then the balance) end to end against the
 * fake, like {@link payDeal}: start, card confirmed, `payment_intent.succeeded` delivered.
 * Returns the start's answer (`paymentId`, `part`, `amount`) and the succeeded intent.
 */
export async function payNextPart(app: FastifyInstance, fake: FakeStripe, deal: AcceptedBid) {
  const started = await deal.patient.post('/api/payments', { bidId: deal.bidId });
  if (started.statusCode !== 200) throw new Error(`payment start: ${started.body}`);
  const session = started.json<{ paymentId: string; part: string; amount: number }>();
  const pending = [...fake.intents.values()].find(
    (i) => i.metadata.paymentId === session.paymentId,
  );
  if (!pending) throw new Error('no intent');
  const intent = fake.succeed(pending.id);
  const delivered = await deliverWebhook(
    app,
    signStripeEvent('payment_intent.succeeded', { ...intent }),
  );
  if (delivered.statusCode !== 200) throw new Error(`webhook: ${delivered.body}`);
  return { session, intent };
}

/**
 * A refund made in Stripe itself (its dashboard), not through the app: the fake records it and
 * no webhook is sent. `amountCents` defaults to the whole intent.
 */
export async function refundInStripe(
  fake: FakeStripe,
  intentId: string,
  amountCents?: number,
): Promise<FakeRefund> {
  const answer = await fetch(`${fake.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY}`,
      'idempotency-key': `dashboard-${intentId}-${amountCents ?? 'all'}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      payment_intent: intentId,
      ...(amountCents === undefined ? {} : { amount: String(amountCents) }),
    }),
  });
  if (!answer.ok) throw new Error(`fake refund: ${answer.status}`);
  const { id } = (await answer.json()) as { id: string };
  const refund = fake.refunds.get(id);
  if (!refund) throw new Error('refund not kept');
  return refund;
}
