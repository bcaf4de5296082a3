import { and, eq, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notifications.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { notifications } from '../../db/schema/notifications.ts';

/**
 * Users with notifications not yet e-mailed whose burst is over: the newest came before
 * `quietBefore`, or the oldest waited since before `waitedBefore` (a steady stream still gets
 * its e-mail). Reads the partial `notifications_unemailed_created_idx`, which holds only
 * not-yet-e-mailed rows.
 */
export async function findUsersDueDigest(
  db: Queryable,
  due: { quietBefore: Date; waitedBefore: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(isNull(notifications.emailedAt))
    .groupBy(notifications.userId)
    // Times as ISO text: an aggregate has no column type to convert a Date (postgres.js refuses one).
    .having(
      or(
        lte(max(notifications.createdAt), sql`${due.quietBefore.toISOString()}::timestamptz`),
        lte(min(notifications.createdAt), sql`${due.waitedBefore.toISOString()}::timestamptz`),
      ),
    )
    .limit(due.limit);
  return rows.map((row) => row.userId);
}

/**
 * Claims every not-yet-e-mailed notification of `userId` created up to `now` by setting
 * `emailed_at` (compare-and-set on `emailed_at IS NULL`): of instances claiming at once, each
 * row goes to exactly one. Returns the claimed rows' ids and kinds.
 */
export async function claimDigestRows(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<Array<{ id: string; kind: NotificationKind }>> {
  return db
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.emailedAt),
        lte(notifications.createdAt, now),
      ),
    )
    .returning({ id: notifications.id, kind: notifications.kind });
}

/** Gives claimed rows back (their e-mail failed), so a later pass retries them. */
export async function releaseDigestRows(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ emailedAt: null }).where(inArray(notifications.id, ids));
}
