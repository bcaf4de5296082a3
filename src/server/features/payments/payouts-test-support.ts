import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../test/factories.ts';
import { signStripeEvent, type FakeStripe } from '../../test/fake-stripe-server.ts';
import { deliverWebhook, type AcceptedBid } from './payments-test-support.ts';

/**
 * Pays `deal`'s bid in full against the fake (ADR 0048): the deposit, then the balance, each
 * started by the patient, confirmed at the fake and settled by its signed webhook.
 */
export async function payInFull(app: FastifyInstance, fake: FakeStripe, deal: AcceptedBid) {
  for (const part of ['deposit', 'balance']) {
    const started = await deal.patient.post('/api/payments', { bidId: deal.bidId });
    if (started.statusCode !== 200) throw new Error(`${part} start: ${started.body}`);
    const { paymentId } = started.json<{ paymentId: string }>();
    const intent = [...fake.intents.values()].find((i) => i.metadata.paymentId === paymentId);
    if (!intent) throw new Error(`no ${part} intent`);
    const event = signStripeEvent('payment_intent.succeeded', { ...fake.succeed(intent.id) });
    const delivered = await deliverWebhook(app, event);
    if (delivered.statusCode !== 200) throw new Error(`${part} webhook: ${delivered.body}`);
  }
}

/**
 * Starts the hospital's onboarding; with `complete`, finishes it at the fake (the onboarding
 * page's button) and returns to the app as the browser would. Returns the Stripe account id.
 */
export async function onboardHospital(
  fake: FakeStripe,
  hospital: Actor,
  options: { complete?: boolean } = {},
): Promise<string> {
  const started = await hospital.post('/api/payouts/account/onboarding');
  if (started.statusCode !== 200) throw new Error(`onboarding: ${started.body}`);
  const accountId = new URL(started.json<{ url: string }>().url).pathname.split('/').at(-1) ?? '';
  if (options.complete ?? true) {
    fake.completeOnboarding(accountId);
    const refreshed = await hospital.post('/api/payouts/account/refresh');
    if (refreshed.statusCode !== 200) throw new Error(`refresh: ${refreshed.body}`);
  }
  return accountId;
}
