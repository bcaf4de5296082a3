import { and, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { referrals, rewardPointsLedger } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst, olderThan } from '../../lib/pagination.ts';

/** A referrals row. */
export type ReferralRow = typeof referrals.$inferSelect;

/** A referral with the referee's name (null until an account used the code). */
export interface ReferralDetailRow extends ReferralRow {
  refereeFirstName: string | null;
  refereeLastName: string | null;
}

/** The id of the account whose own referral code is `code` (exact match), or undefined. */
export async function findReferrerIdByCode(
  db: Queryable,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code))
    .limit(1);
  return row?.id;
}

/** The referrals `referrerId` made, newest first, with referee names. */
export function listReferralsByReferrer(
  db: Queryable,
  referrerId: string,
  page: { limit: number; cursor?: Cursor },
): Promise<ReferralDetailRow[]> {
  const { id, createdAt } = referrals;
  return db
    .select({
      id: referrals.id,
      referrerId: referrals.referrerId,
      referralCode: referrals.referralCode,
      refereeId: referrals.refereeId,
      refereeEmail: referrals.refereeEmail,
      status: referrals.status,
      rewardPoints: referrals.rewardPoints,
      createdAt: referrals.createdAt,
      completedAt: referrals.completedAt,
      refereeFirstName: users.firstName,
      refereeLastName: users.lastName,
    })
    .from(referrals)
    .leftJoin(users, eq(users.id, referrals.refereeId))
    .where(and(eq(referrals.referrerId, referrerId), olderThan(createdAt, id, page.cursor)))
    .orderBy(...newestFirst(createdAt, id))
    .limit(page.limit);
}

/** What a completed referral records: who referred whom, with which code, for how many points. */
interface CompletedReferral {
  referrerId: string;
  referralCode: string;
  refereeId: string;
  refereeEmail: string;
  rewardPoints: number;
}

/**
 * Completes the referrer's oldest pending invitation to `refereeEmail` (compare-and-set on
 * `pending` with no referee; a row another transaction holds is skipped). Undefined when there
 * is none. @throws 23505 when the referee was already referred.
 */
export async function completePendingInvitation(
  tx: Queryable,
  input: CompletedReferral,
): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .update(referrals)
    .set({
      refereeId: input.refereeId,
      status: 'completed',
      rewardPoints: input.rewardPoints,
      completedAt: new Date(),
    })
    .where(
      eq(
        referrals.id,
        sql`(SELECT ${referrals.id} FROM ${referrals}
             WHERE ${referrals.referrerId} = ${input.referrerId}
               AND ${referrals.refereeId} IS NULL
               AND ${referrals.status} = 'pending'
               AND lower(${referrals.refereeEmail}) = ${input.refereeEmail.toLowerCase()}
             ORDER BY ${referrals.createdAt}, ${referrals.id}
             LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning();
  return row;
}

/**
 * Inserts a completed referral for the referee, unless they were already referred (the
 * `UNIQUE` referee index: a concurrent insert waits for the first and then does nothing).
 * Undefined when the referee already has one.
 */
export async function insertCompletedReferral(
  tx: Queryable,
  input: CompletedReferral,
): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .insert(referrals)
    .values({
      referrerId: input.referrerId,
      referralCode: input.referralCode,
      refereeId: input.refereeId,
      status: 'completed',
      rewardPoints: input.rewardPoints,
      completedAt: new Date(),
    })
    .onConflictDoNothing({ target: referrals.refereeId })
    .returning();
  return row;
}

/**
 * Credits `points` to a user through the ledger: a ledger row keyed by (reason, source, user),
 * then the balance. False, with nothing changed, when that key was already credited.
 */
export async function creditRewardPoints(
  tx: Queryable,
  credit: { userId: string; points: number; reason: string; sourceId: string },
): Promise<boolean> {
  const [entry] = await tx
    .insert(rewardPointsLedger)
    .values(credit)
    .onConflictDoNothing({
      target: [rewardPointsLedger.reason, rewardPointsLedger.sourceId, rewardPointsLedger.userId],
    })
    .returning({ id: rewardPointsLedger.id });
  if (!entry) return false;
  await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} + ${credit.points}` })
    .where(eq(users.id, credit.userId));
  return true;
}

/** Locks the user's row until the transaction ends, serializing their invitations. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many invitations `referrerId` e-mailed after `since`, and when the oldest of them was. */
export async function countInvitationsSince(
  tx: Queryable,
  referrerId: string,
  since: Date,
): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await tx
    .select({ count: count(), oldestAt: min(referrals.createdAt) })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        gt(referrals.createdAt, since),
        isNotNull(referrals.refereeEmail),
      ),
    );
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** Inserts a pending invitation row (no referee yet). */
export async function insertInvitation(
  tx: Queryable,
  input: { referrerId: string; referralCode: string; refereeEmail: string },
): Promise<ReferralRow> {
  const [row] = await tx
    .insert(referrals)
    .values({ ...input, status: 'pending' })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
