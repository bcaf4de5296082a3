import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredSessions, findLiveSessionWithUser } from './sessions.repository.ts';

describe('expired-session sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes only sessions whose expiry has passed', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await t.db.insert(sessions).values([
      { sid: 'expired-session', sess: { userId: undefined }, expire: past },
      { sid: 'live-session', sess: { touchedAtMs: 1 }, expire: future },
    ]);
    expect(await findLiveSessionWithUser(t.db, 'expired-session')).toBeUndefined();

    expect(await deleteExpiredSessions(t.db)).toBe(1);

    const remaining = await t.db.select({ sid: sessions.sid }).from(sessions);
    expect(remaining.map((row) => row.sid)).toEqual(['live-session']);
    expect((await findLiveSessionWithUser(t.db, 'live-session'))?.sess).toEqual({ touchedAtMs: 1 });
  });
});
