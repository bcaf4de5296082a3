import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { sessions } from '../../db/schema/sessions.ts';

/** The stored session row's JSON body: the user and the session's timestamps (ms). */
export interface StoredSession {
  userId?: string;
  createdAtMs?: number;
  touchedAtMs?: number;
  cookie?: unknown;
  [key: string]: unknown;
}

/** The session `sid` if it exists and has not expired. */
export async function findLiveSession(
  db: Queryable,
  sid: string,
): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  return row?.sess as StoredSession | undefined;
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
