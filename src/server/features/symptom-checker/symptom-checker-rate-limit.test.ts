import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symptomCheckerSessions } from '../../db/schema/symptom-checker-sessions.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor } from '../../test/factories.ts';
import { testClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ANALYZE = '/api/symptom-checker/analyze';
const INPUT = { symptoms: ['back pain'], age: 40 };

describe('symptom checker: analyses are rate limited (DESIGN §5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(() => t.close());

  const storedCount = async () =>
    (await t.db.select({ n: count() }).from(symptomCheckerSessions))[0]?.n ?? 0;

  it('refuses the 11th analysis from one address within a minute with 429, storing nothing', async () => {
    for (let n = 1; n <= 10; n += 1) {
      // A fresh browser each time: dropping the owner cookie does not reset the limit.
      const response = await testClient(t.app).post(ANALYZE, INPUT);
      expect(response.statusCode, `analysis ${n}`).toBe(201);
    }
    const before = await storedCount();
    const limited = await testClient(t.app).request({
      method: 'POST',
      url: ANALYZE,
      body: INPUT,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expectErrorEnvelope(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
  });

  it('counts a signed-in user on their own', async () => {
    const patient = await createActor(t.app, 'patient');
    for (let n = 1; n <= 10; n += 1)
      expect((await patient.post(ANALYZE, INPUT)).statusCode, `analysis ${n}`).toBe(201);
    expectErrorEnvelope(await patient.post(ANALYZE, INPUT), 429);
  });
});
