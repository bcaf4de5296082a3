import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, TEST_PASSWORD, type Actor } from '../../test/factories.ts';
import { sessionCookieOf, testClient } from '../../test/http.ts';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../../test/test-app.ts';
import { createTotpSecretBox } from './totp-secret-box.ts';
import { sealPlainTotpSecrets } from './two-factor.service.ts';

/** The app's code `steps` 30-second steps from now (the server accepts −1 … +1). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-factor codes: single use and encrypted at rest (ADR 0027 addendum)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * A hospital with two-factor on, turned on with the current code; returns its secret and that
   * code (recomputing it later may cross a 30-second step and give the next, valid code).
   */
  async function hospitalWithTwoFactor(): Promise<{
    hospital: Actor;
    secret: string;
    enablingCode: string;
  }> {
    const hospital = await createActor(t.app, 'hospital');
    const setup = await hospital.post('/api/me/two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enablingCode = await codeAt(secret, 0);
    const enabled = await hospital.post('/api/me/two-factor/enable', { code: enablingCode });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { hospital, secret, enablingCode };
  }

  /** A password sign-in waiting for its second factor. */
  async function pendingSignIn(hospital: Actor) {
    const password = await testClient(t.app).post('/api/auth/login', {
      email: hospital.email,
      password: TEST_PASSWORD,
    });
    expect(password.statusCode, password.body).toBe(202);
    return testClient(t.app, sessionCookieOf(password));
  }

  const storedSecret = async (userId: string) =>
    (await t.db.select({ s: users.totpSecret }).from(users).where(eq(users.id, userId)))[0]?.s;

  it('refuses the code that turned two-factor on, and any code a second time', async () => {
    const { hospital, secret, enablingCode } = await hospitalWithTwoFactor();
    const replayed = await (
      await pendingSignIn(hospital)
    ).post('/api/auth/login/two-factor', {
      code: enablingCode,
    });
    expectErrorEnvelope(replayed, 401, /not valid/);

    const next = await codeAt(secret, 1);
    const first = await (
      await pendingSignIn(hospital)
    ).post('/api/auth/login/two-factor', {
      code: next,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await (
      await pendingSignIn(hospital)
    ).post('/api/auth/login/two-factor', {
      code: next,
    });
    expectErrorEnvelope(again, 401);
  });

  it('lets only one of two concurrent sign-ins use the same code', async () => {
    const { hospital, secret } = await hospitalWithTwoFactor();
    const code = await codeAt(secret, 1);
    const pending = await Promise.all([pendingSignIn(hospital), pendingSignIn(hospital)]);
    const answers = await Promise.all(
      pending.map((client) => client.post('/api/auth/login/two-factor', { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts the current code of a new secret after turning two-factor off and on again', async () => {
    const { hospital, secret } = await hospitalWithTwoFactor();
    // Make the old secret's steps look used far ahead: a new secret must not inherit them.
    await t.db
      .update(users)
      .set({ totpLastStep: Math.floor(Date.now() / 30_000) + 1 })
      .where(eq(users.id, hospital.id));
    const off = await hospital.request({
      method: 'POST',
      url: '/api/me/two-factor/disable',
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(off.statusCode, off.body).toBe(204);
    const setup = await hospital.post('/api/me/two-factor/setup');
    const fresh = setup.json<{ secret: string }>().secret;
    expect(fresh).not.toBe(secret);
    const enabled = await hospital.post('/api/me/two-factor/enable', {
      code: await codeAt(fresh, 0),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('stores the secret encrypted, never the Base32 the app was given', async () => {
    const { hospital, secret } = await hospitalWithTwoFactor();
    const stored = (await storedSecret(hospital.id)) ?? '';
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(secret);
    expect(createTotpSecretBox(TEST_SESSION_SECRET).open(hospital.id, stored)).toBe(secret);
  });

  it('still signs in an account whose secret was stored in clear, and seals it at start-up', async () => {
    const { hospital } = await hospitalWithTwoFactor();
    const legacy = generateSecret();
    await t.db
      .update(users)
      .set({ totpSecret: legacy, totpLastStep: null })
      .where(eq(users.id, hospital.id));

    const before = await (
      await pendingSignIn(hospital)
    ).post('/api/auth/login/two-factor', {
      code: await codeAt(legacy, 0),
    });
    expect(before.statusCode, before.body).toBe(200);

    const box = createTotpSecretBox(TEST_SESSION_SECRET);
    expect(await sealPlainTotpSecrets({ db: t.db, secrets: box })).toBeGreaterThanOrEqual(1);
    const sealed = (await storedSecret(hospital.id)) ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(box.open(hospital.id, sealed)).toBe(legacy);

    const after = await (
      await pendingSignIn(hospital)
    ).post('/api/auth/login/two-factor', {
      code: await codeAt(legacy, 1),
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('TOTP secret box', () => {
  const box = createTotpSecretBox(TEST_SESSION_SECRET);
  const userId = randomUUID();
  const secret = generateSecret();

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = box.seal(userId, secret);
    expect(first).not.toBe(box.seal(userId, secret));
    expect(box.open(userId, first)).toBe(secret);
  });

  it.each([
    ['another account', () => box.open(randomUUID(), box.seal(userId, secret))],
    [
      'another session secret',
      () => createTotpSecretBox(`${TEST_SESSION_SECRET}-2`).open(userId, box.seal(userId, secret)),
    ],
    [
      'a changed byte',
      () => {
        const sealed = box.seal(userId, secret);
        const flipped = sealed.at(-5) === 'A' ? 'B' : 'A';
        return box.open(userId, `${sealed.slice(0, -5)}${flipped}${sealed.slice(-4)}`);
      },
    ],
  ])('refuses a value sealed for %s', (_label, open) => {
    expect(open).toThrow();
  });
});
