import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MessageSchema,
  type Message,
  type SendMessageInput,
} from '#shared/messages/messages.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { conversationsQueryKey } from '#client/features/messages/api/use-conversations.ts';
import { addMessageToCache } from '#client/features/messages/lib/message-cache.ts';

/**
 * `POST /api/messages` (SPEC §7): answers 201 with the stored message, or 200 with the same
 * message when `clientMessageId` was already used for this send (a retry stores nothing new).
 * Throws ApiError 400 (blank or too long), 403 "You cannot message this user about this
 * request", 404 "Request not found", 409 when the id was used for a different message.
 */
export async function sendMessage(input: SendMessageInput): Promise<Message> {
  return MessageSchema.parse(await apiRequest<unknown>('POST', '/api/messages', input));
}

/**
 * Sends a message, appends it to the open chat at once (the socket's copy is deduplicated by
 * id) and refreshes the conversation list (last message, order).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessageToCache(queryClient, message);
      // Not awaited: the input clears as the message shows, not after the list's refetch.
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
