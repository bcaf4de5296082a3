import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardPointsLedger } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { ADMIN_TEST_EMAIL, createActor, createAdmin, type Actor } from '../../test/factories.ts';
import { createTestApp, isPostgresRun, type TestApp } from '../../test/test-app.ts';

// ADR 0011: a reset racing with credits must leave every ledger summing to its balance.
describe.skipIf(!isPostgresRun())('reward points reset under concurrent credits', () => {
  let t: TestApp;
  let admin: Actor;
  let holders: Actor[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_TEST_EMAIL });
    admin = await createAdmin(t.app);
    holders = await Promise.all(Array.from({ length: 10 }, () => createActor(t.app, 'patient')));
  });
  afterAll(() => t.close());

  /** A credit as the referral feature makes it: ledger row, then the balance, one transaction. */
  const credit = (userId: string) =>
    t.db.transaction(async (tx) => {
      await tx
        .insert(rewardPointsLedger)
        .values({ userId, points: 100, reason: 'race_credit', sourceId: randomUUID() });
      await tx
        .update(users)
        .set({ rewardPoints: sql`${users.rewardPoints} + 100` })
        .where(eq(users.id, userId));
    });

  it('keeps sum(ledger) = balance for every user, round after round', async () => {
    const ids = holders.map((holder) => holder.id);
    for (let round = 0; round < 5; round += 1) {
      const credits = ids.flatMap((id) => [credit(id), credit(id)]);
      const reset = admin.post('/api/admin/reset-points');
      const [response] = await Promise.all([reset, ...credits]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const balances = await t.db
      .select({ id: users.id, points: users.rewardPoints })
      .from(users)
      .where(inArray(users.id, ids));
    const sums = await t.db
      .select({
        id: rewardPointsLedger.userId,
        sum: sql<number>`sum(${rewardPointsLedger.points})`.mapWith(Number),
      })
      .from(rewardPointsLedger)
      .where(inArray(rewardPointsLedger.userId, ids))
      .groupBy(rewardPointsLedger.userId);
    const sumById = new Map(sums.map((row) => [row.id, row.sum]));
    for (const balance of balances) expect(sumById.get(balance.id)).toBe(balance.points);
    const stats = (await admin.get('/api/admin/stats')).json<{ totalRewardPoints: number }>();
    const [total] = await t.db
      .select({ n: sql<number>`coalesce(sum(${users.rewardPoints}), 0)`.mapWith(Number) })
      .from(users);
    expect(stats.totalRewardPoints).toBe(total?.n);
  });
});
