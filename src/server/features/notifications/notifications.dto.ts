import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** A notification row as its user sees it (no user id, no e-mail state). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    link: row.link,
    summary: row.summary,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
