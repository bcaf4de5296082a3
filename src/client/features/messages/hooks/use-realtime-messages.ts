import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeEvent } from '#shared/realtime/realtime.schemas.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { conversationsQueryKey } from '#client/features/messages/api/use-conversations.ts';
import {
  addMessageToCache,
  invalidateMessagingQueries,
} from '#client/features/messages/lib/message-cache.ts';
import { openRealtimeConnection } from '#client/lib/realtime/realtime-connection.ts';
import { setRealtimeStatus } from '#client/lib/realtime/realtime-status.ts';

/**
 * Keeps the signed-in tab's one realtime channel (SPEC §4 Chat, §7 `/ws`) open while mounted,
 * for `userId`: a `chat_message` is appended to the cached chat it belongs to and the
 * conversation list (unread counts) is refreshed; every (re)connect refetches the conversation
 * list and open chats to catch up; a session-ended close re-checks the current user. Closes on
 * unmount (sign-out) and reopens when the user changes.
 */
export function useRealtimeMessages(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onEvent = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'chat_message': {
          const { type: _type, ...message } = event;
          addMessageToCache(queryClient, message);
          void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
          return;
        }
      }
    };
    const connection = openRealtimeConnection({
      onEvent,
      onConnect: () => void invalidateMessagingQueries(queryClient),
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      onStatusChange: setRealtimeStatus,
    });
    return () => connection.close();
  }, [queryClient, userId]);
}
