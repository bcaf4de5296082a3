import type { QueryClient } from '@tanstack/react-query';
import {
  notificationsQueryKey,
  unreadCountQueryKey,
} from '#client/features/notifications/api/use-notifications.ts';

/**
 * Refetches the cached notification lists and the unread count: on a `notification` frame, on a
 * new message to the user (its notification has no frame of its own, ADR 0043), on every
 * (re)connect, and after marking read.
 */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  ]).then(() => undefined);
}
