import { describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/database-health.ts';
import { expectErrorEnvelope } from './test/expectations.ts';
import { createActor } from './test/factories.ts';
import { createDisposableTestApp, isPostgresRun } from './test/test-app.ts';

describe.skipIf(!isPostgresRun())('with PostgreSQL gone (SECURITY §4)', () => {
  it('answers a signed-in API call with 503, the envelope and Retry-After within a second', async () => {
    const subject = await createDisposableTestApp();
    try {
      const patient = await createActor(subject.app, 'patient');
      expect((await patient.get('/api/treatment-requests')).statusCode).toBe(200);
      await subject.closeDatabase();
      const startedAt = performance.now();
      const response = await patient.get('/api/treatment-requests');
      expect(performance.now() - startedAt).toBeLessThan(1_000);
      expect(expectErrorEnvelope(response, 503).code).toBe('UNAVAILABLE');
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      const health = await subject.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 'UNAVAILABLE', database: 'down' });
    } finally {
      await subject.close();
    }
  });
});
