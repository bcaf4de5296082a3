import type { FastifyInstance } from 'fastify';
import {
  createActor,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
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
export interface AcceptedBid {
  patient: Actor;
  hospital: Actor;
  requestId: string;
  bidId: string;
}

/** Builds an {@link AcceptedBid} through the API; the bid's price 8,500 → total 10,200 at 20 %. */
export async function createAcceptedBid(
  app: FastifyInstance,
  admin: Actor,
  options: { accept?: boolean } = {},
): Promise<AcceptedBid> {
  const patient = await createActor(app, 'patient');
  const hospital = await createVerifiedHospital(app, admin, 'Payee Hospital');
  const requestId = await createRequest(patient);
  const bidId = await createBid(hospital, requestId, { price: 8500 });
  if (options.accept !== false) {
    const accepted = await patient.post(`/api/bids/${bidId}/accept`);
    if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  }
  return { patient, hospital, requestId, bidId };
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
