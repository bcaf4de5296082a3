import { describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from './test/expectations.ts';
import { createActor } from './test/factories.ts';
import { createDisposableTestApp, isPostgresRun } from './test/test-app.ts';

describe.skipIf(!isPostgresRun())('with PostgreSQL gone (SECURITY §4)', () => {
  it('answers a signed-in API call with 503 and the envelope, quickly', async () => {
    const subject = await createDisposableTestApp();
    try {
      const patient = await createActor(subject.app, 'patient');
      expect((await patient.get('/api/treatment-requests')).statusCode).toBe(200);
      await subject.closeDatabase();
      const startedAt = performance.now();
      const response = await patient.get('/api/treatment-requests');
      expect(performance.now() - startedAt).toBeLessThan(5_000);
      expect(expectErrorEnvelope(response, 503).code).toBe('UNAVAILABLE');
      expect(
        expectErrorEnvelope(await subject.app.inject({ method: 'GET', url: '/api/health' }), 503)
          .code,
      ).toBe('UNAVAILABLE');
    } finally {
      await subject.close();
    }
  });
});
