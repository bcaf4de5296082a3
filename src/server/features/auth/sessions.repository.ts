import { and, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

/** The stored session row's JSON body: the user and the session's timestamps (ms). */
export interface StoredSession {
  userId?: string;
  createdAtMs?: number;
  touchedAtMs?: number;
  cookie?: unknown;
  [key: string]: unknown;
}

/** A live session and the users row of its `user_id` (undefined: anonymous or account gone). */
export interface LiveSessionWithUser {
  sess: StoredSession;
  user: typeof users.$inferSelect | undefined;
}

const selectLiveSessionWithUser = preparedQuery((db) =>
  db
    .select({ sess: sessions.sess, user: getTableColumns(users) })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('live_session_with_user'),
);

/**
 * The session `sid` if it exists and has not expired, with its user read in the same query
 * (ADR 0035): an authenticated call then costs one lookup before its own queries, not two.
 */
export async function findLiveSessionWithUser(
  db: Queryable,
  sid: string,
): Promise<LiveSessionWithUser | undefined> {
  const [row] = await selectLiveSessionWithUser(db).execute({ sid, now: new Date().toISOString() });
  return row && { sess: row.sess as StoredSession, user: row.user ?? undefined };
}

/** Which of `sids` are still live sessions (one query; open sockets are re-checked with it). */
export async function findLiveSessionIds(
  db: Queryable,
  sids: readonly string[],
): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(inArray(sessions.sid, [...sids]), gt(sessions.expire, new Date())));
  return new Set(rows.map((row) => row.sid));
}

/** Inserts or replaces session `sid`. */
export async function upsertSession(
  db: Queryable,
  input: { sid: string; sess: StoredSession; expire: Date; userId: string | null },
): Promise<void> {
  await db
    .insert(sessions)
    .values(input)
    .onConflictDoUpdate({
      target: sessions.sid,
      set: { sess: input.sess, expire: input.expire, userId: input.userId },
    });
}

/** Deletes session `sid` (sign-out). */
export async function deleteSession(db: Queryable, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Deletes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expire, new Date()))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
