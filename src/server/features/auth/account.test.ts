import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createAcceptedConversation,
  createActor,
  createAdmin,
  createRequest,
  TEST_PASSWORD,
  type Actor,
} from '../../test/factories.ts';
import { sessionCookieOf, testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendMessageNotices } from '../messages/message-notices.service.ts';
import { recordingMailer } from '../../test/recording-mailer.ts';

const NEW_PASSWORD = 'Quiet-harbour-lantern-81';

/** The app's code for the next 30-second step (accepted: ±1 step of clock drift). */
const codeOfNextStep = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('accounts people can manage (issue #12)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, cookie?: string) =>
    testClient(t.app, cookie).post('/api/auth/login', { email, password });

  /** Signs in again; returns a second client of the same account. */
  async function secondSession(actor: Actor, password = TEST_PASSWORD) {
    const response = await login(actor.email, password);
    expect(response.statusCode, response.body).toBe(200);
    return testClient(t.app, sessionCookieOf(response));
  }

  /** The last mail to `to`, and the token of its link (in the URL fragment). */
  async function lastMailTo(to: string) {
    await expect.poll(() => t.mail.sent.some((mail) => mail.to === to)).toBe(true);
    const mail = t.mail.sent.filter((m) => m.to === to).at(-1)!;
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    return { mail, token };
  }

  describe('password reset by e-mail', () => {
    it('answers known and unknown addresses alike and e-mails a link only to the account', async () => {
      const patient = await createActor(t.app, 'patient');
      const known = await testClient(t.app).post('/api/auth/password-reset', {
        email: patient.email.toUpperCase(),
      });
      const unknown = await testClient(t.app).post('/api/auth/password-reset', {
        email: 'nobody-here@example.test',
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      const { mail, token } = await lastMailTo(patient.email);
      expect(mail.subject).toBe('Reset your CareAbroad password');
      expect(mail.text).toContain(`${t.config.appOrigin}/reset-password#token=`);
      expect(t.mail.sent.some((m) => m.to === 'nobody-here@example.test')).toBe(false);
      // Only the hash is stored.
      const rows = await t.db
        .select({ tokenHash: accountTokens.tokenHash })
        .from(accountTokens)
        .where(eq(accountTokens.userId, patient.id));
      expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    });

    it('sets a new password once: other sessions end, the old password and a second use fail', async () => {
      const patient = await createActor(t.app, 'patient');
      await testClient(t.app).post('/api/auth/password-reset', { email: patient.email });
      const { token } = await lastMailTo(patient.email);

      const weak = await testClient(t.app).post('/api/auth/password-reset/confirm', {
        token,
        password: 'password',
      });
      expectErrorEnvelope(weak, 400, /too easy to guess/);

      const done = await testClient(t.app).post('/api/auth/password-reset/confirm', {
        token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode, done.body).toBe(204);
      expectErrorEnvelope(await patient.get('/api/auth/user'), 401);
      expect((await login(patient.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(patient.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await testClient(t.app).post('/api/auth/password-reset/confirm', {
        token,
        password: 'Another-fresh-phrase-93',
      });
      expectErrorEnvelope(again, 400, /invalid or has expired/);
    });

    it('refuses a link older than 30 minutes, and an earlier link once a newer one is sent', async () => {
      const patient = await createActor(t.app, 'patient');
      await testClient(t.app).post('/api/auth/password-reset', { email: patient.email });
      const first = (await lastMailTo(patient.email)).token;
      await testClient(t.app).post('/api/auth/password-reset', { email: patient.email });
      await expect.poll(async () => (await lastMailTo(patient.email)).token).not.toBe(first);
      const second = (await lastMailTo(patient.email)).token;
      const confirm = (token: string | undefined) =>
        testClient(t.app).post('/api/auth/password-reset/confirm', {
          token,
          password: NEW_PASSWORD,
        });
      expectErrorEnvelope(await confirm(first), 400, /invalid or has expired/);
      await t.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, patient.id));
      expectErrorEnvelope(await confirm(second), 400, /invalid or has expired/);
      expect((await login(patient.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('password and e-mail change', () => {
    it('changes the password with the current one; other sessions end, this one stays', async () => {
      const patient = await createActor(t.app, 'patient');
      const other = await secondSession(patient);
      const wrong = await patient.post('/api/me/password', {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      });
      expect(expectErrorEnvelope(wrong, 400).issues?.[0]?.path).toEqual(['currentPassword']);
      const own = await patient.post('/api/me/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: patient.email,
      });
      expect(expectErrorEnvelope(own, 400).issues?.[0]?.path).toEqual(['newPassword']);

      const changed = await patient.post('/api/me/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await patient.get('/api/auth/user')).statusCode).toBe(200);
      expectErrorEnvelope(await other.get('/api/auth/user'), 401);
      expect((await login(patient.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('moves to a new address only once the link sent there is opened; the old one is told', async () => {
      const patient = await createActor(t.app, 'patient');
      const newEmail = `moved-${patient.id.slice(0, 8)}@example.test`;
      const asked = await patient.request({
        method: 'POST',
        url: '/api/me/email',
        body: { newEmail, currentPassword: TEST_PASSWORD },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect((await patient.get('/api/auth/user')).json<{ email: string }>().email).toBe(
        patient.email,
      );
      const { token } = await lastMailTo(newEmail);
      expect((await lastMailTo(patient.email)).mail.subject).toBe(
        'A change of your e-mail address was requested',
      );

      const confirmed = await testClient(t.app).post('/api/auth/email-change/confirm', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(patient.email, TEST_PASSWORD)).statusCode).toBe(401);
      const reused = await testClient(t.app).post('/api/auth/email-change/confirm', { token });
      expectErrorEnvelope(reused, 400);
    });
  });

  describe('settings', () => {
    it('renames the account, ends other sessions and reports them', async () => {
      const patient = await createActor(t.app, 'patient');
      const other = await secondSession(patient);
      expect((await patient.get('/api/me/settings')).json()).toMatchObject({
        messageEmails: true,
        hasPassword: true,
        twoFactorAvailable: false,
        otherSessions: 1,
      });
      const renamed = await patient.request({
        method: 'PATCH',
        url: '/api/me/profile',
        body: { firstName: 'Noor', lastName: 'Rahman' },
      });
      expect(renamed.json()).toMatchObject({ firstName: 'Noor', lastName: 'Rahman' });
      const ended = await patient.post('/api/me/sessions/end-others');
      expect(ended.json()).toEqual({ ended: 1 });
      expectErrorEnvelope(await other.get('/api/auth/user'), 401);
      expect((await patient.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('sends no unread-message e-mail to a user who turned it off', async () => {
      const { patient, hospital, requestId } = await createAcceptedConversation(t.app, admin);
      const off = await hospital.request({
        method: 'PATCH',
        url: '/api/me/preferences',
        body: { messageEmails: false },
      });
      expect(off.json()).toMatchObject({ messageEmails: false });
      for (const [from, to] of [
        [patient, hospital],
        [hospital, patient],
      ] as const) {
        const sent = await from.post('/api/messages', {
          treatmentRequestId: requestId,
          receiverId: to.id,
          content: 'Hello there',
        });
        expect(sent.statusCode, sent.body).toBe(201);
      }
      const mailer = recordingMailer();
      await sendMessageNotices({
        db: t.db,
        mailer,
        appOrigin: t.config.appOrigin,
        now: new Date(Date.now() + 10 * 60_000),
      });
      const recipients = mailer.sent.map((mail) => mail.to);
      expect(recipients).toContain(patient.email);
      expect(recipients).not.toContain(hospital.email);
    });
  });

  describe('two-factor sign-in', () => {
    it('is refused to patients', async () => {
      const patient = await createActor(t.app, 'patient');
      expectErrorEnvelope(await patient.post('/api/me/two-factor/setup'), 403);
    });

    it('turns on with an app code, then sign-in needs a code or a single-use recovery code', async () => {
      const hospital = await createActor(t.app, 'hospital');
      const setup = await hospital.post('/api/me/two-factor/setup');
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret, otpauthUri, qrCodeDataUrl } = setup.json<{
        secret: string;
        otpauthUri: string;
        qrCodeDataUrl: string;
      }>();
      expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/CareAbroad:/);
      expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(
        expectErrorEnvelope(
          await hospital.post('/api/me/two-factor/enable', { code: '000000' }),
          400,
        ).issues?.[0]?.path,
      ).toEqual(['code']);
      const enabled = await hospital.post('/api/me/two-factor/enable', {
        code: await generate({ secret }),
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);

      const password = await login(hospital.email, TEST_PASSWORD);
      expect(password.statusCode).toBe(202);
      expect(password.json()).toEqual({ twoFactorRequired: true });
      const pending = testClient(t.app, sessionCookieOf(password));
      expectErrorEnvelope(await pending.get('/api/auth/user'), 401);
      expectErrorEnvelope(
        await pending.post('/api/auth/login/two-factor', { code: '123456' }),
        401,
      );
      // The code that turned two-factor on is used up: sign-in takes the app's next one.
      const withCode = await pending.post('/api/auth/login/two-factor', {
        code: await codeOfNextStep(secret),
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      expect(withCode.json<{ id: string }>().id).toBe(hospital.id);

      const recover = async () => {
        const step = await login(hospital.email, TEST_PASSWORD);
        return testClient(t.app, sessionCookieOf(step)).post('/api/auth/login/two-factor', {
          code: recoveryCodes[0]!.toUpperCase(),
        });
      };
      expect((await recover()).statusCode).toBe(200);
      expectErrorEnvelope(await recover(), 401);
      expect((await hospital.get('/api/me/settings')).json()).toMatchObject({
        twoFactorEnabled: true,
        recoveryCodesLeft: 9,
      });
    });
  });

  describe('sign-in throttle per e-mail address (ADRs 0026, 0033)', () => {
    /** Six wrong passwords for `email`, each from a new client address. */
    async function failSixTimes(email: string) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const failed = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          remoteAddress: `203.0.113.${attempt + 1}`,
          payload: { email, password: `wrong-${attempt}` },
        });
        expect(failed.statusCode, `attempt ${attempt + 1}`).toBe(401);
      }
    }
    const unlock = (email: string) =>
      t.db.execute(
        `update sign_in_throttle set locked_until = now() - interval '1 second' where email_key = '${createHash('sha256').update(email).digest('hex')}'`,
      );

    it('locks an account after repeated failures, even from new addresses, with Retry-After', async () => {
      const patient = await createActor(t.app, 'patient');
      await failSixTimes(patient.email);
      const locked = await login(patient.email, TEST_PASSWORD);
      expectErrorEnvelope(locked, 429, /Too many failed sign-ins/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      await unlock(patient.email);
      expect((await login(patient.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an address without an account exactly like a locked one (no enumeration)', async () => {
      const patient = await createActor(t.app, 'patient');
      const unknown = `nobody-${patient.id}@example.test`;
      // Side by side, so both locks (2 s after the sixth failure) are still running below.
      await Promise.all([failSixTimes(patient.email), failSixTimes(unknown)]);

      const [known, stranger] = await Promise.all([
        login(patient.email, TEST_PASSWORD),
        login(unknown, 'any-password-at-all'),
      ]);
      // The two locks may be a second apart: compare the messages without their wait.
      const withoutFigures = (body: { message: string }) => ({
        ...body,
        message: body.message.replace(/\d+ (second|minute)s?/g, 'N $1s'),
      });
      expectErrorEnvelope(known, 429, /Too many failed sign-ins/);
      expect(stranger.statusCode).toBe(429);
      expect(withoutFigures(stranger.json())).toEqual(withoutFigures(known.json()));
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('data export and deletion', () => {
    it('exports the account data as a JSON download without secrets', async () => {
      const patient = await createActor(t.app, 'patient');
      const requestId = await createRequest(patient);
      const response = await patient.get('/api/me/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="careabroad-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = response.json<{
        account: Record<string, unknown>;
        treatmentRequests: { id: string }[];
      }>();
      expect(data.account).toMatchObject({ id: patient.id, email: patient.email });
      expect(data.account).not.toHaveProperty('passwordHash');
      expect(data.treatmentRequests.map((r) => r.id)).toEqual([requestId]);
      expectErrorEnvelope(await testClient(t.app).get('/api/me/export'), 401);
    });

    it('deletes an account after typed confirmation and password; paid records stay anonymised', async () => {
      const { patient, requestId, bidId } = await createAcceptedConversation(t.app, admin);
      const openRequest = await createRequest(patient);
      const confirm = (body: object) => patient.request({ method: 'DELETE', url: '/api/me', body });
      expectErrorEnvelope(
        await confirm({ confirmation: 'delete', currentPassword: TEST_PASSWORD }),
        400,
      );
      expectErrorEnvelope(
        await confirm({ confirmation: 'DELETE', currentPassword: 'nope-nope' }),
        400,
      );

      // A paid bid: payments law keeps its record (SECURITY §5).
      await t.db.execute(
        `insert into payments (bid_id, patient_id, hospital_id, total_amount, hospital_amount, platform_fee)
         select id, '${patient.id}', hospital_id, 120, 100, 20 from bids where id = '${bidId}'`,
      );
      const deleted = await confirm({ confirmation: 'DELETE', currentPassword: TEST_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expectErrorEnvelope(await patient.get('/api/auth/user'), 401);
      expect((await login(patient.email, TEST_PASSWORD)).statusCode).toBe(401);

      const [row] = await t.db.select().from(users).where(eq(users.id, patient.id));
      expect(row).toMatchObject({ firstName: null, lastName: null, passwordHash: null });
      expect(row?.email).not.toBe(patient.email);
      expect(row?.deletedAt).not.toBeNull();
      const requests = await t.db
        .select({ id: treatmentRequests.id, description: treatmentRequests.description })
        .from(treatmentRequests)
        .where(eq(treatmentRequests.patientId, patient.id));
      expect(requests).toEqual([{ id: requestId, description: '[deleted with the account]' }]);
      expect(requests.map((r) => r.id)).not.toContain(openRequest);
      // The address is free for a new account.
      const again = await testClient(t.app).post('/api/auth/register', {
        email: patient.email,
        password: TEST_PASSWORD,
        firstName: 'New',
        lastName: 'Person',
      });
      expect(
        (await testClient(t.app, sessionCookieOf(again)).get('/api/auth/user')).statusCode,
      ).toBe(200);
    });
  });
});
