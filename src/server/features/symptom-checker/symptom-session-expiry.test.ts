import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { symptomCheckerSessions } from '../../db/schema/symptom-checker-sessions.ts';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import { createActor, type Actor } from '../../test/factories.ts';
import { testClient, type TestClient } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ANONYMOUS_SESSION_TTL_MS,
  deleteExpiredAnonymousSessions,
} from './symptom-checker.service.ts';
import { startSymptomSessionSweeper } from './symptom-session-sweeper.ts';

const INPUT = { symptoms: ['sore throat'], age: 25 };

describe('anonymous symptom sessions expire after 24 hours (SECURITY §5)', () => {
  let t: TestApp;
  let patient: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    patient = await createActor(t.app, 'patient');
  });
  afterAll(() => t.close());

  /** Analyses as `client` (keeping its owner token) and dates the session `ageMs` back. */
  async function sessionAged(client: TestClient, ageMs: number): Promise<string> {
    const response = await client.post('/api/symptom-checker/analyze', INPUT);
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'symptom_owner');
    if (cookie) client.cookie = `symptom_owner=${cookie.value}`;
    const { sessionId } = response.json<{ sessionId: string }>();
    await t.db
      .update(symptomCheckerSessions)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(symptomCheckerSessions.id, sessionId));
    return sessionId;
  }

  const remaining = async (ids: string[]) =>
    (
      await t.db
        .select({ id: symptomCheckerSessions.id })
        .from(symptomCheckerSessions)
        .where(inArray(symptomCheckerSessions.id, ids))
    ).map((row) => row.id);

  it('refuses an expired anonymous session on read, and the sweep deletes only those', async () => {
    const browser = testClient(t.app);
    const expired = await sessionAged(browser, ANONYMOUS_SESSION_TTL_MS + 1000);
    const fresh = await sessionAged(browser, ANONYMOUS_SESSION_TTL_MS - 60_000);
    const oldOfUser = await sessionAged(patient, ANONYMOUS_SESSION_TTL_MS * 30);

    expectErrorEnvelope(await browser.get(`/api/symptom-checker/${expired}`), 404);
    expect((await browser.get(`/api/symptom-checker/${fresh}`)).statusCode).toBe(200);
    expect((await patient.get(`/api/symptom-checker/${oldOfUser}`)).statusCode).toBe(200);

    expect(await deleteExpiredAnonymousSessions(t.db)).toBe(1);
    expect(await remaining([expired, fresh, oldOfUser])).toEqual(
      expect.arrayContaining([fresh, oldOfUser]),
    );
    expect(await remaining([expired])).toEqual([]);
  });

  it('runs the sweep when started, and stops', async () => {
    const expired = await sessionAged(testClient(t.app), ANONYMOUS_SESSION_TTL_MS + 1000);
    const logLines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    }).log;
    const stop = startSymptomSessionSweeper(t.db, log);
    try {
      await vi.waitFor(async () => expect(await remaining([expired])).toEqual([]));
      await vi.waitFor(() => expect(logLines.join('')).toContain('"deleted":1'));
    } finally {
      stop();
    }
  });
});
