// The Stripe stand-in in the journeys (ADR 0014): a small fake of Stripe.js served in place of
// js.stripe.com (which cannot load offline), and the stand-in's side of a card payment: the
// intent confirmed and Stripe's webhook signed offline.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { FAKE_STRIPE_KEYS, signStripeEvent } from '../../src/server/test/fake-stripe-server.ts';
import { BASE_URL } from './browser.ts';

/** The stand-in's URL, set by e2e/run.ts. */
export const FAKE_STRIPE_URL = process.env.E2E_FAKE_STRIPE_URL ?? '';

/**
 * Just what the payment page calls: `Stripe(key)`, `elements({clientSecret})`,
 * `create('payment')`, `mount`, `destroy` and `confirmPayment` (which succeeds). The client
 * secret is kept on `window.__fakeStripe` for the test to find its PaymentIntent.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function (publishableKey) {
  window.__fakeStripe = { publishableKey: publishableKey };
  return {
    elements: function (options) {
      window.__fakeStripe.clientSecret = options.clientSecret;
      return {
        create: function (type) {
          return {
            mount: function (target) {
              var el = typeof target === 'string' ? document.querySelector(target) : target;
              el.innerHTML = '<div style="padding:12px;border:1px solid #ccc;border-radius:6px">Fake Stripe ' + type + ' element: 4242 4242 4242 4242</div>';
            },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: function () {
      window.__fakeStripe.confirmed = true;
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } });
    },
  };
};`;

/**
 * Serves the fake Stripe.js to `context` in place of js.stripe.com; `onRequest` gets the URL
 * of each page that asked for it.
 */
export async function routeFakeStripeJs(
  context: BrowserContext,
  onRequest: (pageUrl: string) => void = () => undefined,
): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) => {
    onRequest(route.request().frame().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
}

/**
 * Settles the PaymentIntent the payment page confirmed (its client secret is kept by the fake
 * Stripe.js) with {@link settleIntent}.
 */
export async function deliverSucceededWebhook(page: Page): Promise<void> {
  const clientSecret = String(await page.evaluate('window.__fakeStripe.clientSecret'));
  await settleIntent(intentIdOf(clientSecret));
}

/** The PaymentIntent id a client secret (`pi_…_secret_…`) belongs to. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

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
