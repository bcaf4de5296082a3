import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createActor, TEST_PASSWORD, type Actor } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('allowed origins (SECURITY §3, issue #12)', () => {
  it('are both loopback names of the port when APP_ORIGIN is unset, else APP_ORIGIN alone', () => {
    expect(loadConfig({ PORT: '5000' }).allowedOrigins).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
    ]);
    expect(loadConfig({ APP_ORIGIN: 'https://careabroad.example/' }).allowedOrigins).toEqual([
      'https://careabroad.example',
    ]);
  });

  describe('with APP_ORIGIN unset', () => {
    let t: TestApp;
    let patient: Actor;
    beforeAll(async () => {
      t = await createTestApp({ APP_ORIGIN: '', PORT: '5000' });
      patient = await createActor(t.app, 'patient');
    });
    afterAll(() => t.close());

    const signInFrom = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin, 'sec-fetch-site': 'same-origin' },
        payload: { email: patient.email, password: TEST_PASSWORD },
      });

    it.each(['http://localhost:5000', 'http://127.0.0.1:5000'])(
      'signs in from a page opened at %s',
      async (origin) => {
        const response = await signInFrom(origin);
        expect(response.statusCode).toBe(200);
        expect(response.json<{ email: string }>().email).toBe(patient.email);
      },
    );

    it.each([
      'http://127.0.0.1:5001',
      'http://localhost.evil.example:5000',
      'https://evil.example',
    ])('refuses a state change from %s', async (origin) => {
      const response = await signInFrom(origin);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'Cross-site requests are not allowed',
      );
    });
  });
});
