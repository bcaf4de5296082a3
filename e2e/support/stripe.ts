// The Stripe stand-in's side of a card payment, for journeys that pay through the API.
import assert from 'node:assert/strict';
import { FAKE_STRIPE_KEYS, signStripeEvent } from '../../src/server/test/fake-stripe-server.ts';
import { BASE_URL } from './browser.ts';

/** The stand-in's URL, set by e2e/run.ts. */
export const FAKE_STRIPE_URL = process.env.E2E_FAKE_STRIPE_URL ?? '';

/**
 * Confirms a PaymentIntent at the stand-in (what Stripe.js does on the payment page), then posts
 * its `payment_intent.succeeded` to the app, signed offline as Stripe would.
 */
export async function settleIntent(intentId: string): Promise<void> {
  const confirmed = await fetch(`${FAKE_STRIPE_URL}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY}`,
      'idempotency-key': `confirm-${intentId}`,
    },
  });
  const intent = (await confirmed.json()) as Record<string, unknown>;
  const event = signStripeEvent('payment_intent.succeeded', intent);
  const delivered = await fetch(`${BASE_URL}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  assert.equal(delivered.status, 200, await delivered.text());
}
