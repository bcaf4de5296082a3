import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/expectations.ts';
import {
  ADMIN_TEST_EMAIL,
  createAdmin,
  createConversation,
  type Actor,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('messages: rate limit per user (SECURITY §1)', () => {
  let t: TestApp;
  let patient: Actor;
  let hospital: Actor;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL, RATE_LIMITS: 'on' });
    ({ patient, hospital, requestId } = await createConversation(t.app, await createAdmin(t.app)));
  });
  afterAll(() => t.close());

  const send = (from: Actor, to: Actor, content: string) =>
    from.post('/api/messages', { treatmentRequestId: requestId, receiverId: to.id, content });

  it('refuses the 31st message of a user within a minute with 429, and only that user’s', async () => {
    for (let n = 1; n <= 30; n += 1) {
      expect((await send(patient, hospital, `message ${n}`)).statusCode, `message ${n}`).toBe(201);
    }
    const limited = await send(patient, hospital, 'one too many');
    expectErrorEnvelope(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(hospital, patient, 'the other side still writes')).statusCode).toBe(201);

    const stored = await patient.get(`/api/messages/${requestId}?limit=100`);
    expect(stored.json<{ content: string }[]>().map((m) => m.content)).not.toContain(
      'one too many',
    );
  });
});
