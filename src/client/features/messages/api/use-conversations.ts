import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { ConversationSchema, type Conversation } from '#shared/messages/messages.schemas.ts';
import { usePagedItems } from '#client/lib/use-paged-list.ts';

/** `GET /api/messages/conversations`: the caller's conversations, newest activity first. */
export const conversationsPath = '/api/messages/conversations';

/** Prefix of the conversation list's query keys (SPEC §7: the path); refreshed on chat events. */
export const conversationsQueryKey = [conversationsPath] as const;

/** The conversation list as loaded so far, with `fetchNextPage` for the pages after it. */
export type ConversationsQuery = UseInfiniteQueryResult<Conversation[]>;

/**
 * The caller's conversations (DESIGN §5): one per (request, hospital) pair with a bid, each with
 * `counterpart`, `hasAcceptedBid`, `lastMessage` and `unreadCount`, newest activity first, paged
 * by the server (DESIGN §4). `data` holds every page loaded so far; a refetch reloads them.
 */
export function useConversations(): ConversationsQuery {
  return usePagedItems(conversationsPath, ConversationSchema);
}
