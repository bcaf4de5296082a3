// The account's language (issue #17, ADR 0064): saved at sign-up (from the client's active
// language, else Accept-Language) and by PUT /api/me/preferred-locale; every e-mail to the
// account is written in it, English when none was chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { sessionCookieOf, testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe("the account's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Registers a new account with `extra` fields and headers; its client and answer. */
  async function register(
    extra: { preferredLocale?: string } = {},
    headers: Record<string, string> = {},
  ) {
    const email = uniqueEmail('language');
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/auth/register',
      body: { email, password: TEST_PASSWORD, firstName: 'Lena', lastName: 'Ortiz', ...extra },
      headers,
    });
    const client = testClient(t.app, sessionCookieOf(response));
    return { email, response, client };
  }

  const putLocale = (client: TestClient, preferredLocale: string) =>
    client.request({ method: 'PUT', url: '/api/me/preferred-locale', body: { preferredLocale } });

  /** The newest mail to `to`, once it has been sent (account mail goes out after the answer). */
  async function lastMailTo(to: string) {
    await expect.poll(() => t.mail.sent.some((mail) => mail.to === to)).toBe(true);
    return t.mail.sent.filter((mail) => mail.to === to).at(-1)!;
  }

  describe('at sign-up', () => {
    it('keeps the language the visitor was using', async () => {
      const { response, client } = await register({ preferredLocale: 'es' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<CurrentUser>().preferredLocale).toBe('es');
      expect((await client.get('/api/auth/user')).json<CurrentUser>().preferredLocale).toBe('es');
    });

    it("takes the browser's Accept-Language when the form sent none", async () => {
      const german = await register({}, { 'accept-language': 'fr-FR, de-CH;q=0.8, en;q=0.5' });
      expect(german.response.json<CurrentUser>().preferredLocale).toBe('de');
      const unknown = await register({}, { 'accept-language': 'fr-FR, ja' });
      expect(unknown.response.json<CurrentUser>().preferredLocale).toBeNull();
    });

    it('refuses a language it does not have, and creates no account', async () => {
      const { email, response } = await register({ preferredLocale: 'fr' });
      const error = expectErrorEnvelope(response, 400);
      expect(JSON.stringify(error.issues)).toContain('preferredLocale');
      expect(JSON.stringify(error)).toMatch(/en, es, de, ar, hi/);
      const login = await testClient(t.app).post('/api/auth/login', {
        email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
    });
  });

  describe('PUT /api/me/preferred-locale', () => {
    it("sets the signed-in account's language, and refuses others with 400", async () => {
      const { client } = await register();
      const saved = await putLocale(client, 'ar');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<CurrentUser>().preferredLocale).toBe('ar');

      const refused = await putLocale(client, 'klingon');
      expectErrorEnvelope(refused, 400);
      expect((await client.get('/api/auth/user')).json<CurrentUser>().preferredLocale).toBe('ar');
    });

    it('needs a signed-in user', async () => {
      expectErrorEnvelope(await putLocale(testClient(t.app), 'es'), 401);
    });
  });

  describe('e-mails', () => {
    const resetFor = (email: string) =>
      testClient(t.app).post('/api/auth/password-reset', { email });

    it("are written in a Spanish user's language", async () => {
      const { email } = await register({ preferredLocale: 'es' });
      await resetFor(email);
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('Restablece tu contraseña de CareAbroad');
      expect(mail.text).toContain('El enlace de abajo funciona una sola vez, durante 30 minutos.');
      expect(mail.text).toContain(`Establecer una contraseña nueva: ${t.config.appOrigin}/`);
      expect(mail.text).toContain('CareAbroad — tratamiento médico en el extranjero');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.html).not.toContain('dir="rtl"');
    });

    it('follow a language chosen later, right to left in Arabic', async () => {
      const { email, client } = await register({ preferredLocale: 'es' });
      await putLocale(client, 'ar');
      await resetFor(email);
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('أعد تعيين كلمة مرور CareAbroad');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toMatch(/<div dir="rtl" style=/);
    });

    it('stay as they were for an English user, and for one who never chose', async () => {
      for (const extra of [{ preferredLocale: 'en' }, {}]) {
        const { email } = await register(extra);
        await resetFor(email);
        const mail = await lastMailTo(email);
        expect(mail.subject).toBe('Reset your CareAbroad password');
        expect(mail.text).toContain(
          'We received a request to reset the password of your CareAbroad account.',
        );
        expect(mail.text).toContain('CareAbroad — medical treatment abroad');
        expect(mail.html).toContain('<html lang="en">');
      }
    });

    it("to the owner of a taken address are in the owner's language, not the registrant's", async () => {
      const owner = await register({ preferredLocale: 'de' });
      await testClient(t.app).post('/api/auth/register', {
        email: owner.email,
        password: TEST_PASSWORD,
        firstName: 'Someone',
        lastName: 'Else',
        preferredLocale: 'hi',
      });
      const mail = await lastMailTo(owner.email);
      expect(mail.subject).toBe('Jemand hat versucht, sich mit Ihrer Adresse zu registrieren');
    });
  });
});
