import type { FastifyInstance } from 'fastify';
import {
  createAcceptedConversation,
  createConversation,
  type Actor,
  type Conversation,
} from '../../test/factories.ts';
import {
  FAKE_STRIPE_KEYS,
  type FakeStripe,
  type SignedEvent,
} from '../../test/fake-stripe-server.ts';

/** The env of an app whose Stripe SDK talks to `fake` (DESIGN §8). */
export function stripeEnvFor(fake: FakeStripe): Record<string, string> {
  return { ...FAKE_STRIPE_KEYS, STRIPE_API_BASE: fake.url };
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
