import { useQuery } from '@tanstack/react-query';
import {
  NotificationSchema,
  UnreadCountSchema,
} from '#shared/notifications/notifications.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/** Prefix of every cached view of `GET /api/notifications`: the caller's, newest first. */
export const notificationsQueryKey = ['/api/notifications'] as const;

/** `GET /api/notifications/unread-count`: the bell's number. */
export const unreadCountQueryKey = ['/api/notifications/unread-count'] as const;

/** The caller's notifications page by page, with "Load more" (`/notifications`). */
export function useNotifications() {
  return usePagedList(notificationsQueryKey[0], NotificationSchema);
}

/** The newest `limit` notifications, for the bell's menu. */
export function useRecentNotifications(limit: number) {
  return useRecentList(notificationsQueryKey[0], NotificationSchema, limit);
}

/** How many of the caller's notifications are unread; refetched on every push and reconnect. */
export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) =>
      UnreadCountSchema.parse(await fetchJson(unreadCountQueryKey[0], { signal })).unread,
  });
}
