import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MarkReadResultSchema, type MarkReadResult } from '#shared/messages/messages.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { conversationsQueryKey } from '#client/features/messages/api/use-conversations.ts';
import { messagesPath, messagesQueryKey } from '#client/features/messages/api/use-messages.ts';
import { markReceivedReadInCache } from '#client/features/messages/lib/message-cache.ts';

/** Which conversation to mark: the request and, for a patient, the hospital. */
export interface ConversationRef {
  requestId: string;
  hospitalId: string | undefined;
}

/**
 * `POST /api/messages/{requestId}/read[?hospitalId=]`: marks the caller's unread received
 * messages in the conversation read; answers `{ updated }`. Throws ApiError 404 "Request not
 * found" when the caller is not a party to the request.
 */
export async function markConversationRead({
  requestId,
  hospitalId,
}: ConversationRef): Promise<MarkReadResult> {
  const query = hospitalId ? `?hospitalId=${encodeURIComponent(hospitalId)}` : '';
  return MarkReadResultSchema.parse(
    await apiRequest<unknown>('POST', `${messagesPath(requestId)}/read${query}`),
  );
}

/**
 * Marks a conversation read, then flags its cached messages read and refreshes the conversation
 * list's unread counts (and the sidebar badge).
 */
export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    // A background receipt: a failure leaves the messages unread, to be marked on the next view.
    meta: { errorToast: false },
    onSuccess: (_result, ref) => {
      markReceivedReadInCache(queryClient, messagesQueryKey(ref.requestId, ref.hospitalId), userId);
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
