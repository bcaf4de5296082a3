import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referrals, rewardPointsLedger } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../test/factories.ts';

/** The caller's own referral code, as `GET /api/auth/user` returns it (DESIGN §4). */
export async function referralCodeOf(actor: Actor): Promise<string> {
  const response = await actor.get('/api/auth/user');
  if (response.statusCode !== 200) throw new Error(`auth/user failed: ${response.body}`);
  return response.json<{ referralCode: string }>().referralCode;
}

/** A user's stored balance and ledger rows (reason, source, points), read from the database. */
export async function rewardsOf(db: Database, userId: string) {
  const [user] = await db
    .select({ rewardPoints: users.rewardPoints })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await db
    .select({
      reason: rewardPointsLedger.reason,
      sourceId: rewardPointsLedger.sourceId,
      points: rewardPointsLedger.points,
    })
    .from(rewardPointsLedger)
    .where(eq(rewardPointsLedger.userId, userId));
  return { rewardPoints: user?.rewardPoints, ledger };
}

/** Every referrals row naming `userId` as referrer or referee. */
export function referralRowsOf(db: Database, userId: string) {
  return db
    .select()
    .from(referrals)
    .where(or(eq(referrals.referrerId, userId), eq(referrals.refereeId, userId)));
}
