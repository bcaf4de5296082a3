import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { signInThrottle } from '../../db/schema/sign-in-throttle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteStaleSignInThrottles } from './account.repository.ts';
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

describe('stale sign-in throttle sweep (ADR 0033)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forgets addresses whose last failure is older than the cut-off, unless still locked', async () => {
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await t.db.insert(signInThrottle).values([
      { emailKey: 'abandoned', failures: 3, lastFailureAt: dayAgo, lockedUntil: null },
      { emailKey: 'lock-over', failures: 9, lastFailureAt: dayAgo, lockedUntil: dayAgo },
      {
        emailKey: 'still-locked',
        failures: 9,
        lastFailureAt: dayAgo,
        lockedUntil: new Date(Date.now() + 60_000),
      },
      { emailKey: 'recent', failures: 2, lastFailureAt: new Date(), lockedUntil: null },
    ]);

    expect(await deleteStaleSignInThrottles(t.db, new Date(Date.now() - 24 * 60 * 60_000))).toBe(2);

    const left = await t.db.select({ key: signInThrottle.emailKey }).from(signInThrottle);
    expect(left.map((row) => row.key).sort()).toEqual(['recent', 'still-locked']);
  });
});
