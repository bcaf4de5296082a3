import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { refreshNotifications } from '#client/features/notifications/lib/notification-cache.ts';

/** `POST /api/notifications/{id}/read`: marks one of the caller's notifications read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** `POST /api/notifications/read-all`: marks every notification of the caller read. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('POST', '/api/notifications/read-all');
}

/** Marks one notification read, then refreshes the list and the bell. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => refreshNotifications(queryClient),
  });
}

/** Marks every notification read, then refreshes the list and the bell. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshNotifications(queryClient),
  });
}
