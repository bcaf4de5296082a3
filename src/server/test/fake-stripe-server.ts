import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API calls payments make (DESIGN §8), for tests and E2E:
 * `POST /v1/payment_intents` (Idempotency-Key required; the same key returns the same intent),
 * `GET /v1/payment_intents/{id}`, `POST /v1/refunds` (full, or partial with `amount`), and the
 * lists `GET /v1/payment_intents` and `GET /v1/refunds` (one page). Queued errors answer the
 * next calls. `POST /v1/payment_intents/{id}/confirm` and `succeed(id)` play the card being
 * confirmed (it succeeds).
 * Connect (ADR 0056): `POST /v1/accounts` (Express), `GET /v1/accounts/{id}`,
 * `POST /v1/account_links` (its URL is a small onboarding page here, `/connect/onboarding/{id}`,
 * whose button completes the account and redirects to `return_url`), `POST /v1/transfers` (to a
 * complete account only) and `GET /v1/transfers`.
 * Webhook events are signed offline with `stripe.webhooks.generateTestHeaderString`.
 */
export interface FakeStripe {
  /** e.g. `http://127.0.0.1:43121`, for STRIPE_API_BASE. */
  url: string;
  /** Every API call received, in order. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }>;
  /** Intents by id, as created. */
  intents: Map<string, FakeIntent>;
  /** Refunds by id, as created. */
  refunds: Map<string, FakeRefund>;
  /** Connected accounts by id, as created. */
  accounts: Map<string, FakeAccount>;
  /** Transfers by id, as created. */
  transfers: Map<string, FakeTransfer>;
  /** Completes an account's onboarding, as the onboarding page's button does; the account. */
  completeOnboarding(accountId: string): FakeAccount;
  /**
   * Marks an intent succeeded with its whole amount received, as a confirmed card does; the
   * intent as a `payment_intent.succeeded` event carries it.
   */
  succeed(intentId: string): FakeIntent;
  /** The next `count` API calls answer `status` with a Stripe error body. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

/** A PaymentIntent as the fake keeps it. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
  status: string;
  amount_received: number;
  payment_method_types: string[];
}

/** A Refund as the fake keeps it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
}

/** An Express connected account as the fake keeps it. */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

/** A Transfer as the fake keeps it. */
export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
}

/** Test keys for STRIPE_* (the fake accepts any `sk_test_` key). */
export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_careabroad_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_careabroad_fake_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_careabroad_fake',
} as const;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

const ONBOARDING_PATH = /^\/connect\/onboarding\/([^/]+)$/;

/** The stand-in's onboarding page: one button that completes the account (Stripe asks far more). */
function onboardingPage(account: FakeAccount, returnUrl: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe onboarding (stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head><body><main>
<h1>Stripe Express onboarding (stand-in)</h1><p>Account ${escape(account.id)}</p>
<form method="post"><input type="hidden" name="return_url" value="${escape(returnUrl)}">
<button type="submit">Complete onboarding</button></form></main></body></html>`;
}

/** Starts the fake on a free loopback port (or `port`). */
export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const completeOnboarding = (account: FakeAccount): FakeAccount =>
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
  const requests: FakeStripe['requests'] = [];
  const failures: number[] = [];
  const refundedCentsOf = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  const succeed = (intent: FakeIntent): FakeIntent =>
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });

  async function route(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) {
      return { status: 401, body: stripeError('invalid_request_error', 'Invalid API Key') };
    }
    const failure = failures.shift();
    if (failure !== undefined) {
      return { status: failure, body: stripeError('api_error', 'Simulated Stripe failure') };
    }
    const getIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && getIntent?.[1]) {
      const intent = intents.get(getIntent[1]);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: stripeError('invalid_request_error', 'No such payment_intent') };
    }
    const getAccount = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && getAccount?.[1]) {
      const account = accounts.get(getAccount[1]);
      return account
        ? { status: 200, body: account }
        : { status: 404, body: stripeError('invalid_request_error', 'No such account') };
    }
    if (request.method === 'GET' && path === '/v1/transfers') {
      const data = [...transfers.values()].reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (request.method === 'GET' && (path === '/v1/payment_intents' || path === '/v1/refunds')) {
      const data = path === '/v1/refunds' ? [...refunds.values()] : [...intents.values()];
      return {
        status: 200,
        body: { object: 'list', data: data.reverse(), has_more: false, url: path },
      };
    }
    if (request.method !== 'POST') {
      return { status: 404, body: stripeError('invalid_request_error', 'Unrecognized request') };
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      return { status: 400, body: stripeError('invalid_request_error', 'Idempotency-Key needed') };
    }
    const cacheKey = `${path} ${key}`;
    const cached = byIdempotencyKey.get(cacheKey);
    if (cached) return cached;
    const form = await readForm(request);
    let answer: { status: number; body: unknown };
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (confirm?.[1]) {
      const intent = intents.get(confirm[1]);
      answer = intent
        ? { status: 200, body: succeed(intent) }
        : { status: 404, body: stripeError('invalid_request_error', 'No such payment_intent') };
    } else if (path === '/v1/payment_intents') {
      const id = `pi_fake_${randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: metadataOf(form),
        status: 'requires_payment_method',
        amount_received: 0,
        payment_method_types: ['card'],
      };
      intents.set(id, intent);
      answer = { status: 200, body: intent };
    } else if (path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (intent) {
        const refund: FakeRefund = {
          id: `re_fake_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          // Stripe refunds what is left of the charge unless told an amount.
          amount: Number(form.get('amount') ?? intent.amount - refundedCentsOf(intent.id)),
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        answer = { status: 200, body: refund };
      } else {
        answer = {
          status: 404,
          body: stripeError('invalid_request_error', 'No such payment_intent'),
        };
      }
    } else if (path === '/v1/accounts') {
      const account: FakeAccount = {
        id: `acct_fake_${randomBytes(8).toString('hex')}`,
        object: 'account',
        type: 'express',
        email: form.get('email'),
        metadata: metadataOf(form),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
      };
      accounts.set(account.id, account);
      answer = { status: 200, body: account };
    } else if (path === '/v1/account_links') {
      const accountId = form.get('account') ?? '';
      const link = new URL(`/connect/onboarding/${encodeURIComponent(accountId)}`, fakeUrl());
      link.searchParams.set('return_url', form.get('return_url') ?? '');
      answer = accounts.has(accountId)
        ? {
            status: 200,
            body: {
              object: 'account_link',
              url: link.href,
              created: Math.floor(Date.now() / 1000),
              expires_at: Math.floor(Date.now() / 1000) + 300,
            },
          }
        : { status: 404, body: stripeError('invalid_request_error', 'No such account') };
    } else if (path === '/v1/transfers') {
      const destination = accounts.get(form.get('destination') ?? '');
      if (destination?.payouts_enabled) {
        const transfer: FakeTransfer = {
          id: `tr_fake_${randomBytes(8).toString('hex')}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          amount_reversed: 0,
          currency: form.get('currency') ?? 'usd',
          destination: destination.id,
          metadata: metadataOf(form),
        };
        transfers.set(transfer.id, transfer);
        answer = { status: 200, body: transfer };
      } else {
        answer = {
          status: 400,
          body: stripeError('invalid_request_error', 'The destination cannot receive transfers'),
        };
      }
    } else {
      answer = { status: 404, body: stripeError('invalid_request_error', 'Unrecognized request') };
    }
    byIdempotencyKey.set(cacheKey, answer);
    return answer;
  }

  function fakeUrl(): string {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function serveOnboarding(
    request: IncomingMessage,
    response: ServerResponse,
    accountId: string,
  ): Promise<void> {
    const account = accounts.get(accountId);
    if (!account) {
      response.writeHead(404).end('No such account');
      return;
    }
    if (request.method === 'POST') {
      completeOnboarding(account);
      const returnUrl = (await readForm(request)).get('return_url') ?? '/';
      response.writeHead(303, { location: returnUrl }).end();
      return;
    }
    const query = new URL(request.url ?? '', 'http://fake').searchParams;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(onboardingPage(account, query.get('return_url') ?? '/'));
  }

  const server = createServer((request, response) => {
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    const onboarding = ONBOARDING_PATH.exec((request.url ?? '').split('?')[0] ?? '');
    if (onboarding?.[1]) {
      void serveOnboarding(request, response, onboarding[1]);
      return;
    }
    route(request).then(
      ({ status, body }) => send(response, status, body),
      () => send(response, 500, stripeError('api_error', 'fake failed')),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: fakeUrl(),
    requests,
    intents,
    refunds,
    accounts,
    transfers,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      return { ...completeOnboarding(account) };
    },
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      return { ...succeed(intent) };
    },
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const webhooks = new Stripe(FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY).webhooks;

/** A webhook delivery: the JSON body and its `Stripe-Signature` header. */
export interface SignedEvent {
  eventId: string;
  payload: string;
  signature: string;
}

/**
 * A Stripe event of `type` about `object`, signed offline with the webhook secret (DESIGN §8).
 * `timestamp` (seconds) defaults to now; `secret` to {@link FAKE_STRIPE_KEYS}.
 */
export function signStripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { eventId?: string; timestamp?: number; secret?: string } = {},
): SignedEvent {
  const eventId = options.eventId ?? `evt_fake_${randomBytes(8).toString('hex')}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { eventId, payload, signature };
}

/** The object of a `charge.refunded` event for a full refund of `intent`. */
export function refundedChargeOf(intent: Pick<FakeIntent, 'id' | 'amount' | 'currency'>) {
  return {
    id: `ch_fake_${randomBytes(8).toString('hex')}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.amount,
    currency: intent.currency,
    refunded: true,
    payment_intent: intent.id,
  };
}
