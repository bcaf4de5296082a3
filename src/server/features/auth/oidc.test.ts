import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { sessionCookieOf, testClient } from '../../test/http.ts';
import { followProviderToCallback } from '../../test/oidc-browser.ts';
import {
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const APP_ORIGIN = 'http://localhost:5000';
const CALLBACK_URL = `${APP_ORIGIN}/api/callback`;

interface CurrentUserBody {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  firstLoginAt: string | null;
  lastLoginAt: string | null;
}

const account = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  subject: randomUUID(),
  email: uniqueEmail('sso'),
  isEmailVerified: true,
  firstName: 'Leila',
  lastName: 'Nasser',
  ...overrides,
});

function providerEnv(provider: TestOidcProvider, extra: Record<string, string> = {}) {
  return {
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_TIMEOUT_MS: '3000',
    ...extra,
  };
}

function flowCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'oidc_flow');
  if (!cookie?.value) throw new Error('no flow cookie');
  return `oidc_flow=${cookie.value}`;
}

async function sessionCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

describe('OpenID Connect sign-in against a real provider (ADR 0015)', () => {
  let provider: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUris: [CALLBACK_URL],
      postLogoutRedirectUris: [APP_ORIGIN],
    });
    t = await createTestApp(providerEnv(provider));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** `GET /api/login`; the provider URL and the flow cookie it set. */
  async function startLogin(query = '', sid?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/login${query}`,
      headers: sid ? { cookie: sid } : {},
    });
    expect(response.statusCode, response.body).toBe(302);
    return { response, location: String(response.headers.location), flow: flowCookieOf(response) };
  }

  const callback = (url: string, cookies: (string | undefined)[]) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies.filter(Boolean).join('; ') },
    });

  /** A whole sign-in as `who`; the callback response and the new session cookie. */
  async function signIn(who: ProviderAccount, options: { query?: string; sid?: string } = {}) {
    provider.setNextInteraction({ account: who });
    const { location, flow } = await startLogin(options.query, options.sid);
    const callbackUrl = await followProviderToCallback(location, CALLBACK_URL);
    const response = await callback(callbackUrl, [options.sid, flow]);
    return { response, sid: sessionCookieOf(response), callbackUrl, flow };
  }

  /** Registers a local (password) account through the API, as a person would. */
  function registerLocal(email: string, firstName: string, lastName: string) {
    return testClient(t.app).post('/api/auth/register', {
      email,
      password: TEST_PASSWORD,
      firstName,
      lastName,
    });
  }

  async function currentUser(sid: string | undefined): Promise<CurrentUserBody> {
    const response = await testClient(t.app, sid).get('/api/auth/user');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CurrentUserBody>();
  }

  it('offers single sign-on on GET /api/auth/providers', async () => {
    const response = await testClient(t.app).get('/api/auth/providers');
    expect(response.json()).toEqual({ oidc: true });
  });

  it('starts the code flow with PKCE (S256), state and nonce in a short-lived callback-scoped cookie, and no session row', async () => {
    const before = await sessionCount(t);
    const { response, location } = await startLogin('?next=%2Fmy-requests');
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK_URL);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/oidc_flow=.*Max-Age=600/);
    expect(setCookie).toMatch(/Path=\/api\/callback/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await sessionCount(t)).toBe(before);
  });

  it('creates an account on the first sign-in, records login times and returns to the start page', async () => {
    const who = account();
    const { response, sid } = await signIn(who, { query: '?next=%2Fmy-requests%3Ftab%3D1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?next=${encodeURIComponent('/my-requests?tab=1')}`);
    expect(String(response.headers['set-cookie'])).toMatch(/oidc_flow=;/);
    const user = await currentUser(sid);
    expect(user).toMatchObject({
      email: who.email,
      firstName: 'Leila',
      lastName: 'Nasser',
      role: null,
    });
    expect(user.firstLoginAt).not.toBeNull();
    expect(user.lastLoginAt).not.toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.oidcSubject).toBe(who.subject);
  });

  it('links the second sign-in by subject, even after the e-mail changed at the provider', async () => {
    const who = account();
    const first = await currentUser((await signIn(who)).sid);
    const second = await currentUser((await signIn({ ...who, email: uniqueEmail('moved') })).sid);
    expect(second.id).toBe(first.id);
    expect(second.email).toBe(first.email);
    expect(second.firstLoginAt).toBe(first.firstLoginAt);
    expect(Date.parse(second.lastLoginAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(first.lastLoginAt ?? ''),
    );
  });

  it('links a first sign-in to an existing local account by a verified e-mail', async () => {
    const email = uniqueEmail('local');
    const registered = await registerLocal(email, 'Omar', 'Saleh');
    expect(registered.statusCode).toBe(201);
    const user = await currentUser((await signIn(account({ email: email.toUpperCase() }))).sid);
    expect(user.id).toBe(registered.json<CurrentUserBody>().id);
    expect(user.firstName).toBe('Omar');
    const local = await testClient(t.app).post('/api/auth/login', {
      email,
      password: TEST_PASSWORD,
    });
    expect(local.statusCode, 'the password still works').toBe(200);
  });

  it('does not link to an existing account by an unverified e-mail', async () => {
    const email = uniqueEmail('victim');
    const registered = await registerLocal(email, 'Sara', 'Khan');
    expect(registered.statusCode).toBe(201);
    const { response, sid } = await signIn(account({ email, isEmailVerified: false }));
    expect(response.headers.location).toBe('/login?error=sso_account_exists');
    expect(sid).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.oidcSubject).toBeNull();
  });

  it('refuses a sign-in whose provider shares no e-mail', async () => {
    const { response, sid } = await signIn(account({ email: undefined }));
    expect(response.headers.location).toBe('/login?error=sso_email_missing');
    expect(sid).toBeUndefined();
  });

  it('renews the session id on sign-in; the old id no longer works', async () => {
    const email = uniqueEmail('renew');
    const registered = await registerLocal(email, 'Old', 'Session');
    const oldSid = sessionCookieOf(registered);
    const { sid } = await signIn(account(), { sid: oldSid });
    expect(sid).toBeDefined();
    expect(sid).not.toBe(oldSid);
    expect((await testClient(t.app, oldSid).get('/api/auth/user')).statusCode).toBe(401);
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['/ok\r\nSet-Cookie:x=1'],
  ])('refuses the open redirect next=%s and returns to /', async (next) => {
    const { response } = await signIn(account(), { query: `?next=${encodeURIComponent(next)}` });
    expect(response.headers.location).toBe('/');
  });

  it('refuses a tampered state', async () => {
    provider.setNextInteraction({ account: account() });
    const { location, flow } = await startLogin();
    const url = new URL(await followProviderToCallback(location, CALLBACK_URL), APP_ORIGIN);
    url.searchParams.set('state', 'forged-state');
    const response = await callback(`${url.pathname}${url.search}`, [flow]);
    expect(response.headers.location).toBe('/login?error=sso_failed');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a missing or tampered flow cookie as an expired attempt', async () => {
    provider.setNextInteraction({ account: account() });
    const { location, flow } = await startLogin();
    const callbackUrl = await followProviderToCallback(location, CALLBACK_URL);
    const tampered = flow.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const cookies of [[], [tampered]]) {
      const response = await callback(callbackUrl, cookies);
      expect(response.headers.location).toBe('/login?error=sso_expired');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('refuses a replayed code', async () => {
    const { response, callbackUrl, flow } = await signIn(account());
    expect(sessionCookieOf(response)).toBeDefined();
    const replay = await callback(callbackUrl, [flow]);
    expect(replay.headers.location).toBe('/login?error=sso_failed');
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('refuses an ID token with the wrong nonce', async () => {
    provider.setNextInteraction({ account: account() });
    const { location, flow } = await startLogin();
    const altered = new URL(location);
    altered.searchParams.set('nonce', 'another-nonce');
    const callbackUrl = await followProviderToCallback(altered.href, CALLBACK_URL);
    const response = await callback(callbackUrl, [flow]);
    expect(response.headers.location).toBe('/login?error=sso_failed');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('says so when the user declines at the provider', async () => {
    provider.setNextInteraction('deny');
    const { location, flow } = await startLogin();
    const response = await callback(await followProviderToCallback(location, CALLBACK_URL), [flow]);
    expect(response.headers.location).toBe('/login?error=sso_cancelled');
  });

  it('logs out at the provider too (RP-initiated logout with id_token_hint), also after a role choice', async () => {
    const signedIn = await signIn(account());
    const chosen = await testClient(t.app, signedIn.sid).post('/api/users/role', {
      role: 'patient',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const sid = sessionCookieOf(chosen);
    expect(sid).not.toBe(signedIn.sid);
    const before = await sessionCount(t);
    const response = await testClient(t.app, sid).post('/api/logout');
    expect(response.statusCode).toBe(303);
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(APP_ORIGIN);
    // The browser follows the sign-out form's redirect only if form-action allows the provider.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`form-action 'self' ${provider.issuer}(;|$)`));
    expect(await sessionCount(t)).toBe(before - 1);
    expect((await testClient(t.app, sid).get('/api/auth/user')).statusCode).toBe(401);
  });

  it('logs a local account out to / as before', async () => {
    const registered = await registerLocal(uniqueEmail('plain'), 'Plain', 'User');
    const response = await testClient(t.app, sessionCookieOf(registered)).post('/api/logout');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});

describe('OpenID Connect when the provider is down', () => {
  /** A TCP server that accepts connections and never answers; `close` drops them. */
  async function startSilentServer(): Promise<Server> {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
    });
    const close = server.close.bind(server);
    server.close = (callback) => {
      for (const socket of sockets) socket.destroy();
      return close(callback);
    };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  it('answers /api/login with a clear error when nothing listens', async () => {
    const silent = await startSilentServer();
    const { port } = silent.address() as AddressInfo;
    await new Promise((resolve) => silent.close(resolve));
    const t = await createTestApp({
      OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/login' });
      expect(response.headers.location).toBe('/login?error=sso_unavailable');
      expect(response.cookies.map((c) => c.name)).not.toContain('oidc_flow');
    } finally {
      await t.close();
    }
  });

  it('gives up on a provider that never answers within the timeout', async () => {
    const silent = await startSilentServer();
    const { port } = silent.address() as AddressInfo;
    const t = await createTestApp({
      OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
      OIDC_TIMEOUT_MS: '500',
    });
    try {
      const startedAt = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/login' });
      expect(response.headers.location).toBe('/login?error=sso_unavailable');
      expect(Date.now() - startedAt).toBeLessThan(5000);
    } finally {
      await t.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers the callback with a clear error when the provider went down meanwhile', async () => {
    const provider = await startOidcProvider({
      redirectUris: [CALLBACK_URL],
      postLogoutRedirectUris: [APP_ORIGIN],
    });
    const t = await createTestApp(providerEnv(provider));
    try {
      provider.setNextInteraction({ account: account() });
      const login = await t.app.inject({ method: 'GET', url: '/api/login' });
      const callbackUrl = await followProviderToCallback(
        String(login.headers.location),
        CALLBACK_URL,
      );
      await provider.close();
      const response = await t.app.inject({
        method: 'GET',
        url: callbackUrl,
        headers: { cookie: flowCookieOf(login) },
      });
      expect(response.headers.location).toBe('/login?error=sso_unavailable');
      expect(sessionCookieOf(response)).toBeUndefined();
    } finally {
      await t.close();
      await provider.close().catch(() => undefined);
    }
  });
});
