import type { ListQuery } from '#shared/common/common.schemas.ts';
import {
  MAX_UNREAD_COUNT,
  type MarkAllReadResult,
  type Notification,
  type NotificationKind,
  type UnreadCount,
} from '#shared/notifications/notifications.schemas.ts';
import type { NotificationEvent } from '#shared/realtime/realtime.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { publishBusEventOnCommit } from '../../realtime/realtime-bus.ts';
import type { UserRow } from '../users/users.service.ts';
import { toNotification } from './notifications.dto.ts';
import {
  deleteNotificationsOf,
  countUnreadOf,
  findNotification,
  findNotificationOf,
  insertNotifications,
  listAllNotificationsOf,
  listNotificationsOf,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsAboutRead,
} from './notifications.repository.ts';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * Kinds the digest e-mail never covers, because another e-mail already tells the user (ADR
 * 0043): unread messages have their own notice (ADR 0008), and a grievance's filer is e-mailed
 * the answer when it is closed (ADR 0012), and a dispute's decision is e-mailed to both parties
 * with its amounts (ADR 0060). They are stored as already e-mailed.
 */
const KINDS_EMAILED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set([
  'message_received',
  'grievance_answered',
  'dispute_decided',
]);

/**
 * Kinds whose event already reaches the user's open tabs in a frame of its own: a new message's
 * `chat_message` frame, on which the client refreshes the bell (ADR 0043). No second push.
 */
const KINDS_PUSHED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set(['message_received']);

/** What happened, for whom, and where it leads (see {@link notify}). */
export interface NotifyInput {
  /** Who is told; duplicates are told once. */
  userIds: string[];
  kind: NotificationKind;
  /** A path inside the app (`paths.*`), where the notification leads. */
  link: string;
  /** One short sentence without health details (no procedure, description, message, price). */
  summary: string;
  treatmentRequestId?: string;
  /** The bid, message, review or ticket it is about. */
  subjectId?: string;
}

/**
 * Stores one notification per user on the caller's transaction `tx` and queues its live push
 * (`notification` frame over `/ws`), which PostgreSQL sends only when `tx` commits: a
 * notification exists, and is pushed, iff the thing it reports happened (ADR 0043). Producers
 * call it from their services, inside the transaction that makes the change. Returns the ids.
 */
export async function notify(tx: Queryable, input: NotifyInput): Promise<string[]> {
  const now = new Date();
  const userIds = [...new Set(input.userIds)];
  const rows = await insertNotifications(
    tx,
    userIds.map((userId) => ({
      userId,
      kind: input.kind,
      link: input.link,
      summary: input.summary,
      treatmentRequestId: input.treatmentRequestId ?? null,
      subjectId: input.subjectId ?? null,
      emailedAt: KINDS_EMAILED_ELSEWHERE.has(input.kind) ? now : null,
    })),
  );
  if (KINDS_PUSHED_ELSEWHERE.has(input.kind)) return rows.map((row) => row.id);
  for (const row of rows) {
    await publishBusEventOnCommit(tx, {
      kind: 'deliver',
      type: 'notification',
      id: row.id,
      to: [row.userId],
    });
  }
  return rows.map((row) => row.id);
}

/**
 * One page of the caller's notifications, newest first (`GET /api/notifications`, DESIGN §4).
 * @throws 400 when the cursor was not made by this list.
 */
export async function listNotifications(
  db: Queryable,
  user: UserRow,
  query: ListQuery,
): Promise<Page<Notification>> {
  const rows = await listNotificationsOf(db, user.id, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toNotification) };
}

/** How many of the caller's notifications are unread (the bell), up to MAX_UNREAD_COUNT. */
export async function getUnreadCount(db: Queryable, user: UserRow): Promise<UnreadCount> {
  return { unread: await countUnreadOf(db, user.id, MAX_UNREAD_COUNT) };
}

/**
 * Marks one of the caller's notifications read; reading one already read changes nothing.
 * @throws 404 when it is not the caller's (or does not exist).
 */
export async function readNotification(
  db: Queryable,
  user: UserRow,
  rawId: string,
): Promise<Notification> {
  const id = requireUuid(rawId, NOTIFICATION_NOT_FOUND);
  const row =
    (await markNotificationRead(db, user.id, id)) ?? (await findNotificationOf(db, user.id, id));
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

/** Marks every unread notification of the caller read. */
export async function readAllNotifications(
  db: Queryable,
  user: UserRow,
): Promise<MarkAllReadResult> {
  return { updated: await markAllNotificationsRead(db, user.id) };
}

/** Deletes a user's notifications, on the account deletion's transaction (SECURITY §5). */
export function deleteUserNotifications(tx: Queryable, userId: string): Promise<number> {
  return deleteNotificationsOf(tx, userId);
}

/** Every notification of `userId`, oldest first, as the API shows them (the data export). */
export async function exportNotifications(db: Queryable, userId: string): Promise<Notification[]> {
  return (await listAllNotificationsOf(db, userId)).map(toNotification);
}

/**
 * Marks `userId`'s unread notifications of `kind` about `subjectIds` read on `tx` (a chat read
 * clears its new-message notifications) and, once `tx` commits, pushes one of them as a
 * `notification` frame so the user's open tabs refresh their bell. Returns how many.
 */
export async function readNotificationsAbout(
  tx: Queryable,
  input: { userId: string; kind: NotificationKind; subjectIds: string[] },
): Promise<number> {
  const ids = await markNotificationsAboutRead(tx, input);
  const [first] = ids;
  if (first) {
    await publishBusEventOnCommit(tx, {
      kind: 'deliver',
      type: 'notification',
      id: first,
      to: [input.userId],
    });
  }
  return ids.length;
}

/**
 * The `notification` frame of `/ws` for notification `id`; undefined when it no longer exists.
 */
export async function loadNotificationEvent(
  db: Queryable,
  id: string,
): Promise<NotificationEvent | undefined> {
  const row = await findNotification(db, id);
  return row ? { type: 'notification', ...toNotification(row) } : undefined;
}
