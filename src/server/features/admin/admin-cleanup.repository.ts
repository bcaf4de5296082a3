import { count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { referrals, rewardPointsLedger } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';

/** The ledger reason of the compensating rows a points reset writes (ADR 0011). */
export const REWARD_POINTS_RESET_REASON = 'admin_reset';

/**
 * Deletes every referral with `status` in one statement and returns how many went. Referrers
 * and referees (user accounts) are untouched.
 */
export async function deleteReferralsByStatus(
  db: Queryable,
  status: 'pending' | 'completed',
): Promise<number> {
  const deleted = db
    .$with('deleted')
    .as(db.delete(referrals).where(eq(referrals.status, status)).returning({ id: referrals.id }));
  const [row] = await db.with(deleted).select({ n: count() }).from(deleted);
  return row?.n ?? 0;
}

/**
 * Sets every non-zero balance to 0 and writes, per user, a compensating ledger row of
 * `-balance` (reason {@link REWARD_POINTS_RESET_REASON}, source `resetId`), all in one
 * statement: the balances are locked (`FOR UPDATE`) and read as they are when locked, so a
 * credit committed meanwhile is either zeroed with its compensation or left entirely in place.
 * Returns the number of users reset.
 */
export async function resetAllRewardPoints(db: Queryable, resetId: string): Promise<number> {
  const locked = db.$with('locked').as(
    db
      .select({ id: users.id, points: sql<number>`${users.rewardPoints}`.as('points') })
      .from(users)
      .where(ne(users.rewardPoints, 0))
      .for('update'),
  );
  const reset = db
    .$with('reset')
    .as(
      db
        .update(users)
        .set({ rewardPoints: 0 })
        .from(locked)
        .where(eq(users.id, locked.id))
        .returning({ userId: users.id, points: locked.points }),
    );
  const inserted = db.$with('inserted').as(
    db
      .insert(rewardPointsLedger)
      .select(
        db
          .select({
            // insert … select needs every column, in table order.
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: reset.userId,
            points: sql<number>`-${reset.points}`.as('points'),
            reason: sql<string>`${REWARD_POINTS_RESET_REASON}`.as('reason'),
            sourceId: sql<string>`${resetId}::uuid`.as('source_id'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(reset),
      )
      .returning({ id: rewardPointsLedger.id }),
  );
  const [row] = await db.with(locked, reset, inserted).select({ n: count() }).from(inserted);
  return row?.n ?? 0;
}
