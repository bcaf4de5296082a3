import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notifications.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { preparedKeysetList } from '../../db/prepared-keyset-list.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newestFirst } from '../../lib/pagination.ts';

/** A notifications row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Inserts notification rows; returns them in the order given. */
export async function insertNotifications(
  db: Queryable,
  values: Array<typeof notifications.$inferInsert>,
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

const selectNotificationsOf = preparedKeysetList(
  'notifications_of_user',
  notifications,
  (db, pastCursor) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), pastCursor))
      .orderBy(...newestFirst(notifications.createdAt, notifications.id))
      .limit(sql.placeholder('limit')),
);

/**
 * A user's notifications newest first: a backward range scan of
 * `notifications_user_created_idx` (user_id, created_at, id), whatever the table's size.
 */
export function listNotificationsOf(
  db: Queryable,
  userId: string,
  page: { limit: number; cursor?: Cursor },
): Promise<NotificationRow[]> {
  return selectNotificationsOf(db, { userId }, page);
}

/**
 * How many of the user's notifications are unread, counting at most `cap`: a range scan of the
 * partial `notifications_user_unread_idx` that stops after `cap` rows, so a user with thousands
 * unread costs no more than one with `cap`.
 */
export async function countUnreadOf(db: Queryable, userId: string, cap: number): Promise<number> {
  const unread = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    // Newest first, as the index is built: the planner walks it and stops at `cap`.
    .orderBy(desc(notifications.createdAt))
    .limit(cap)
    .as('unread');
  const [row] = await db.select({ unread: count() }).from(unread);
  return row?.unread ?? 0;
}

/** Notification `id` if it is `userId`'s, else undefined. */
export async function findNotificationOf(
  db: Queryable,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** A notification by id, whoever it belongs to (the realtime frame loader). */
export async function findNotification(
  db: Queryable,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Marks `userId`'s notification `id` read if unread (compare-and-set); the row, or undefined. */
export async function markNotificationRead(
  db: Queryable,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning();
  return row;
}

/**
 * Marks `userId`'s unread notifications of `kind` about `subjectIds` read; their ids. Served by
 * the user's partial unread index.
 */
export async function markNotificationsAboutRead(
  db: Queryable,
  input: { userId: string; kind: NotificationKind; subjectIds: string[] },
): Promise<string[]> {
  if (input.subjectIds.length === 0) return [];
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, input.userId),
        isNull(notifications.readAt),
        eq(notifications.kind, input.kind),
        inArray(notifications.subjectId, input.subjectIds),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Marks every unread notification of `userId` read; how many. */
export async function markAllNotificationsRead(db: Queryable, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every notification of `userId`, oldest first (the account's data export). */
export function listAllNotificationsOf(db: Queryable, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt, notifications.id);
}

/** Deletes every notification of `userId` (account deletion); how many. */
export async function deleteNotificationsOf(db: Queryable, userId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}
