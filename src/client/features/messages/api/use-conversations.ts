import { useQuery } from '@tanstack/react-query';
import { ConversationSchema, type Conversation } from '#shared/messages/messages.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/messages/conversations`: the caller's conversations, newest activity first. */
export const conversationsPath = '/api/messages/conversations';

/** Query key of the conversation list (SPEC §7: the path); refreshed on every chat event. */
export const conversationsQueryKey = [conversationsPath] as const;

/**
 * The caller's conversations (DESIGN §5): one per (request, hospital) pair with a bid, each with
 * `counterpart`, `hasAcceptedBid`, `lastMessage` and `unreadCount`. Throws ApiError on failure.
 */
export async function fetchConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return ConversationSchema.array().parse(await fetchJson<unknown>(conversationsPath, { signal }));
}

/** The conversation list behind the Messages page and the sidebar's unread badge. */
export function useConversations() {
  return useQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => fetchConversations(signal),
  });
}
