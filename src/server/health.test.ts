import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/database-health.ts';
import { createDisposableTestApp, createTestApp, type TestApp } from './test/test-app.ts';

/** Asserts the 503 of `/api/health` with the database down: envelope, state and Retry-After. */
function expectDatabaseDown(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    message: 'The database is not answering',
    code: 'UNAVAILABLE',
    database: 'down',
    downSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
}

describe('GET /api/health (DESIGN §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 {"status":"ok","database":"up"} while the database answers, without a session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('with the database gone (SECURITY §4)', () => {
  it('GET /api/health answers 503 with database "down" and Retry-After within a second, and keeps answering so', async () => {
    const subject = await createDisposableTestApp();
    try {
      expect((await subject.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
      await subject.closeDatabase();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const startedAt = performance.now();
        const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
        expect(performance.now() - startedAt).toBeLessThan(1_000);
        expectDatabaseDown(response);
      }
    } finally {
      await subject.close();
    }
  });
});
