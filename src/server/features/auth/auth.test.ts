import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { ADMIN_TEST_EMAIL, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { sessionCookieOf, testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface CurrentUserBody {
  id: string;
  email: string;
  role: string | null;
  firstLoginAt: string | null;
  lastLoginAt: string | null;
}

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  firstName: 'Amira',
  lastName: 'Haddad',
  ...overrides,
});

describe('auth: local accounts and sessions (DESIGN §4, SECURITY §3)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
  });
  afterAll(() => t.close());

  /** Registers through the API; returns the response and its session cookie. */
  async function register(email = uniqueEmail()) {
    const response = await testClient(t.app).post('/api/auth/register', registration(email));
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookieOf(response);
    if (!cookie) throw new Error('no session cookie');
    return { response, cookie, email, user: response.json<CurrentUserBody>() };
  }

  async function login(email: string, password = TEST_PASSWORD, cookie?: string) {
    return testClient(t.app, cookie).post('/api/auth/login', { email, password });
  }

  const currentUser = (cookie: string | undefined) =>
    testClient(t.app, cookie).get('/api/auth/user');

  it('registers with 201, the current user and an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const email = uniqueEmail('register');
    const { response, cookie, user } = await register(email);
    expect(user).toMatchObject({
      email,
      role: null,
      firstName: 'Amira',
      lastName: 'Haddad',
      rewardPoints: 0,
    });
    expect(user).not.toHaveProperty('passwordHash');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/;\s*Secure/i); // http origin in tests

    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json<CurrentUserBody>().id).toBe(user.id);
  });

  it('answers the registration of a taken e-mail (any case) like a new one and e-mails its owner', async () => {
    const email = uniqueEmail('dup');
    const { user: owner } = await register(email);
    const fresh = await testClient(t.app).post('/api/auth/register', registration(uniqueEmail()));
    const mailsBefore = t.mail.sent.length;
    const again = await testClient(t.app).post(
      '/api/auth/register',
      registration(email.toUpperCase(), { password: 'another-Strong-phrase-42' }),
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json<object>()).sort()).toEqual(
      Object.keys(fresh.json<object>()).sort(),
    );
    expect(again.json<CurrentUserBody>().id).not.toBe(owner.id);
    expect(sessionCookieOf(again)).toBeDefined();
    // Nobody is signed in by it, and the owner's password still works.
    expectErrorEnvelope(await currentUser(sessionCookieOf(again)), 401);
    expect((await login(email)).statusCode).toBe(200);
    await expect.poll(() => t.mail.sent.length).toBe(mailsBefore + 1);
    const notice = t.mail.sent.at(-1);
    expect(notice?.to).toBe(email);
    expect(notice?.subject).toBe('Someone tried to register with your address');
    expect(notice?.text).toContain('/forgot-password');
  });

  it.each([
    ['password', 'password'],
    ['12345678', '12345678'],
    ['the account e-mail', 'OWN_EMAIL'],
  ])(
    'refuses the guessable password %s with 400 on password and a clear message',
    async (_l, pw) => {
      const email = uniqueEmail('weak');
      const response = await testClient(t.app).post(
        '/api/auth/register',
        registration(email, { password: pw === 'OWN_EMAIL' ? email : pw }),
      );
      const body = expectErrorEnvelope(response, 400, /too easy to guess/);
      expect(body.issues).toEqual([expect.objectContaining({ path: ['password'] })]);
      expect((await login(email, pw === 'OWN_EMAIL' ? email : pw)).statusCode).toBe(401);
    },
  );

  it.each([
    ['7 characters', 'a'.repeat(7)],
    ['129 characters', 'a'.repeat(129)],
  ])('refuses a password of %s with 400 and issues', async (_label, password) => {
    const response = await testClient(t.app).post(
      '/api/auth/register',
      registration(uniqueEmail(), { password }),
    );
    const body = expectErrorEnvelope(response, 400);
    expect(body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['password'] })]),
    );
  });

  it('accepts unguessable passwords of 9 and of exactly 128 characters', async () => {
    // 8 characters pass the length rule, but zxcvbn rates any 8 as guessable (< 10^8 tries).
    for (const password of ['vX7#qLm2w', 'Long-unguessable-phrase-'.padEnd(128, 'kq9z')]) {
      const email = uniqueEmail('bounds');
      const created = await testClient(t.app).post(
        '/api/auth/register',
        registration(email, { password }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect((await login(email, password)).statusCode).toBe(200);
    }
  });

  it('signs in with 200 and a NEW session id; the cookie from before no longer works', async () => {
    const { cookie: before, email, user } = await register();
    const response = await login(email, TEST_PASSWORD, before);
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUserBody>().id).toBe(user.id);
    const after = sessionCookieOf(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    expectErrorEnvelope(await currentUser(before), 401);
    expect((await currentUser(after)).json<CurrentUserBody>().id).toBe(user.id);
  });

  it('does not adopt a session id planted by someone else (session fixation)', async () => {
    const { email } = await register();
    const planted = 'sid=attacker-chosen-session-id';
    const response = await login(email, TEST_PASSWORD, planted);
    expect(response.statusCode).toBe(200);
    const issued = sessionCookieOf(response);
    expect(issued).toBeDefined();
    expect(issued).not.toContain('attacker-chosen-session-id');
    expectErrorEnvelope(await currentUser(planted), 401);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 "Invalid email or password"', async () => {
    const { email } = await register();
    const wrongPassword = await login(email, 'not-the-password');
    const unknownEmail = await login(uniqueEmail('nobody'), TEST_PASSWORD);
    const a = expectErrorEnvelope(wrongPassword, 401, 'Invalid email or password');
    const b = expectErrorEnvelope(unknownEmail, 401, 'Invalid email or password');
    expect(a).toEqual(b);
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
    expect(sessionCookieOf(unknownEmail)).toBeUndefined();
  });

  it('signs in with the e-mail in another case', async () => {
    const { email, user } = await register();
    const response = await login(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUserBody>().id).toBe(user.id);
  });

  it('logs out with 204, deletes the session row, and the cookie is then signed out (401)', async () => {
    const { cookie, user } = await register();
    const countSessions = async () =>
      (await t.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id)))
        .length;
    expect(await countSessions()).toBe(1);

    const response = await testClient(t.app, cookie).post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await countSessions()).toBe(0);
    expectErrorEnvelope(await currentUser(cookie), 401);
  });

  it('POST /api/logout (a same-origin form) ends the session and redirects to /', async () => {
    const { cookie } = await register();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: t.config.appOrigin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expectErrorEnvelope(await currentUser(cookie), 401);
  });

  it('GET /api/logout signs nobody out (another site could link it) and goes to /', async () => {
    const { cookie, user } = await register();
    const response = await testClient(t.app, cookie).get('/api/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await currentUser(cookie)).json<CurrentUserBody>().id).toBe(user.id);
  });

  it('refuses a cross-site sign-out form with 403 and keeps the session', async () => {
    const { cookie, user } = await register();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect((await currentUser(cookie)).json<CurrentUserBody>().id).toBe(user.id);
  });

  it('GET /api/login redirects to the client sign-in page /login when no OpenID provider is set', async () => {
    const response = await testClient(t.app).get('/api/login');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('GET /api/auth/user is 401 with the envelope when signed out', async () => {
    expectErrorEnvelope(await currentUser(undefined), 401);
  });

  it('gives an ADMIN_EMAILS account the admin role at sign-up and sign-in', async () => {
    const registered = await testClient(t.app).post(
      '/api/auth/register',
      registration(ADMIN_TEST_EMAIL.toUpperCase()),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json<CurrentUserBody>().role).toBe('admin');
    const signedIn = await login(ADMIN_TEST_EMAIL);
    expect(signedIn.json<CurrentUserBody>().role).toBe('admin');
    const other = await register();
    expect(other.user.role).toBeNull();
  });

  it('sets firstLoginAt once and moves lastLoginAt on every sign-in', async () => {
    const { user, email } = await register();
    expect(user.firstLoginAt).not.toBeNull();
    expect(user.lastLoginAt).toBe(user.firstLoginAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = (await login(email)).json<CurrentUserBody>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await login(email)).json<CurrentUserBody>();

    expect(first.firstLoginAt).toBe(user.firstLoginAt);
    expect(second.firstLoginAt).toBe(user.firstLoginAt);
    expect(Date.parse(first.lastLoginAt ?? '')).toBeGreaterThan(Date.parse(user.lastLoginAt ?? ''));
    expect(Date.parse(second.lastLoginAt ?? '')).toBeGreaterThan(
      Date.parse(first.lastLoginAt ?? ''),
    );
  });

  it('does not store a session for anonymous API traffic', async () => {
    const before = (await t.db.select({ sid: sessions.sid }).from(sessions)).length;
    const response = await testClient(t.app).get('/api/auth/user');
    expect(response.headers['set-cookie']).toBeUndefined();
    await testClient(t.app).post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'whatever-password',
    });
    expect((await t.db.select({ sid: sessions.sid }).from(sessions)).length).toBe(before);
  });
});

describe('auth: https origin behind a TLS-terminating proxy (SECURITY §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1, standing in for the proxy on the same machine.
    t = await createTestApp({ APP_ORIGIN: 'https://careabroad.example', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const registerOver = (proto: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://careabroad.example', 'x-forwarded-proto': proto },
      payload: registration(uniqueEmail('https')),
    });

  it('names the cookie __Host-sid and marks it Secure, HttpOnly, Path=/, without Domain', async () => {
    const response = await registerOver('https');
    expect(response.statusCode, response.body).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/;\s*Domain=/i);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const me = await testClient(t.app, sessionCookieOf(response)).request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(me.statusCode).toBe(200);
  });

  it('never hands the Secure session cookie out over plain http', async () => {
    const response = await registerOver('http');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('auth: rate limit on sign-in (SECURITY §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(() => t.close());

  it('answers the 11th attempt within a minute with 429, Retry-After and the envelope; X-Forwarded-For does not reset it', async () => {
    // A new address each time: the per-address throttle (ADR 0033) stays out of the way.
    const attempt = (headers: Record<string, string> = {}) =>
      testClient(t.app).request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: uniqueEmail('victim'), password: 'guess-number-n' },
        headers,
      });
    for (let i = 1; i <= 10; i += 1) {
      const response = await attempt();
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    const limited = await attempt();
    expectErrorEnvelope(limited, 429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    for (const forwarded of ['203.0.113.7', '198.51.100.1, 203.0.113.9']) {
      const spoofed = await attempt({ 'x-forwarded-for': forwarded, 'x-real-ip': forwarded });
      expectErrorEnvelope(spoofed, 429);
    }
  });
});
