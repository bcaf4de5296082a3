import { useEffect } from 'react';
import type { Message } from '#shared/messages/messages.schemas.ts';
import { useMarkConversationRead } from '#client/features/messages/api/use-mark-conversation-read.ts';

/**
 * Marks the open conversation read (`POST /api/messages/{requestId}/read`) when it shows a
 * received message still unread: on opening it and whenever one arrives while it is open. The
 * cache then flags them read, so each batch is marked once. A failure is left silent: the
 * messages simply stay unread in the list.
 */
export function useMarkReadOnView({
  requestId,
  hospitalId,
  userId,
  messages,
}: {
  requestId: string;
  hospitalId: string | undefined;
  userId: string;
  messages: readonly Message[] | undefined;
}): void {
  const { mutate } = useMarkConversationRead(userId);
  const lastUnreadId = messages?.findLast(
    (message) => message.receiverId === userId && !message.read,
  )?.id;

  useEffect(() => {
    if (lastUnreadId === undefined) return;
    mutate({ requestId, hospitalId });
  }, [lastUnreadId, requestId, hospitalId, mutate]);
}
