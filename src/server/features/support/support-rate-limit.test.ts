import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const body = {
  name: 'Rate Tester',
  email: 'rate@example.test',
  subject: 'Rate limit',
  message: 'Testing the per-IP limits.',
};

describe('support: rate limits per IP (SECURITY §1, §6)', () => {
  let t: TestApp;
  let anon: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
    anon = testClient(t.app);
  });
  afterAll(() => t.close());

  it('refuses the 6th grievance within a minute with 429 and Retry-After, even with a new X-Forwarded-For', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect((await anon.post('/api/support', body)).statusCode, `grievance ${n}`).toBe(201);
    }
    const limited = await anon.request({
      method: 'POST',
      url: '/api/support',
      body,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expectErrorEnvelope(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the 6th contact message within a minute with 429', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect((await anon.post('/api/contact', body)).statusCode, `message ${n}`).toBe(201);
    }
    expectErrorEnvelope(await anon.post('/api/contact', body), 429);
  });

  it('refuses the 31st lookup within a minute with 429, whether codes exist or not', async () => {
    for (let n = 1; n <= 30; n += 1) {
      expect((await anon.get(`/api/support/guess-${n}`)).statusCode, `lookup ${n}`).toBe(404);
    }
    const limited = await anon.get('/api/support/one-more-guess');
    expectErrorEnvelope(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
