import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeEvent } from '#shared/realtime/realtime.schemas.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import {
  applyChatMessageEvent,
  invalidateMessagingQueries,
} from '#client/features/messages/lib/message-cache.ts';
import { refreshNotifications } from '#client/features/notifications/lib/notification-cache.ts';
import { openRealtimeConnection } from '#client/lib/realtime/realtime-connection.ts';
import { setRealtimeStatus } from '#client/lib/realtime/realtime-status.ts';

/**
 * Keeps the signed-in tab's one realtime channel (SPEC §7 `/ws`) open while mounted, for
 * `userId`, and hands each frame to the feature it belongs to: a `chat_message` to the chats
 * (and, when it is to this user, to the bell: a new message's notification has no frame of its
 * own, ADR 0043); a `notification` to the bell and the notification lists. Every (re)connect
 * refetches both, to catch up; a session-ended close re-checks the current user. Closes on
 * unmount (sign-out) and reopens when the user changes.
 */
export function useRealtimeChannel(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onEvent = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'chat_message':
          applyChatMessageEvent(queryClient, event);
          if (event.receiverId === userId) void refreshNotifications(queryClient);
          return;
        case 'notification':
          void refreshNotifications(queryClient);
          return;
      }
    };
    const connection = openRealtimeConnection({
      onEvent,
      onConnect: () => {
        void invalidateMessagingQueries(queryClient);
        void refreshNotifications(queryClient);
      },
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      onStatusChange: setRealtimeStatus,
    });
    return () => connection.close();
  }, [queryClient, userId]);
}
