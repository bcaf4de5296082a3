import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from './test/expectations.ts';
import { createDisposableTestApp, createTestApp, type TestApp } from './test/test-app.ts';

describe('GET /api/health (DESIGN §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 {"status":"ok"} while the database answers, without a session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('with the database gone (SECURITY §4)', () => {
  it('GET /api/health answers 503 with the envelope, quickly', async () => {
    const subject = await createDisposableTestApp();
    try {
      expect((await subject.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
      await subject.closeDatabase();
      const startedAt = performance.now();
      const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
      expect(performance.now() - startedAt).toBeLessThan(5_000);
      expect(expectErrorEnvelope(response, 503).code).toBe('UNAVAILABLE');
    } finally {
      await subject.close();
    }
  });
});
