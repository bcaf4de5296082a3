import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '#shared/common/constants.ts';
import { MessageSchema, type Message } from '#shared/messages/messages.schemas.ts';
import { fetchListPage, type ListPage } from '#client/lib/paged-list.ts';

/**
 * Most pages of history one chat loads (100 messages each): a conversation past 2,000 messages
 * shows its oldest 2,000 plus everything that arrives live, rather than stalling the page.
 */
export const MAX_HISTORY_PAGES = 20;

/** `GET /api/messages/{requestId}` path. */
export function messagesPath(requestId: string): string {
  return `/api/messages/${encodeURIComponent(requestId)}`;
}

/**
 * Key of one chat's history: the path plus the conversation filter (`hospitalId`, or null for
 * every message of the caller on the request). `[messagesPath(id)]` prefixes every view of it.
 */
export function messagesQueryKey(requestId: string, hospitalId: string | undefined) {
  return [messagesPath(requestId), { hospitalId: hospitalId ?? null }] as const;
}

/** The first page's path: the largest page size, narrowed to one hospital when given. */
function firstPagePath(requestId: string, hospitalId: string | undefined): string {
  const params = new URLSearchParams({ limit: String(MAX_PAGE_LIMIT) });
  if (hospitalId) params.set('hospitalId', hospitalId);
  return `${messagesPath(requestId)}?${params.toString()}`;
}

/**
 * A chat's whole history, oldest first (SPEC §7): the server pages forward in time, so this
 * follows `Link: rel="next"` until the last page (at most MAX_HISTORY_PAGES). Throws ApiError
 * 404 "Request not found" when the caller is not a party to the request.
 */
export async function fetchConversationMessages(
  requestId: string,
  hospitalId: string | undefined,
  signal?: AbortSignal,
): Promise<Message[]> {
  const messages: Message[] = [];
  let path: string | null = firstPagePath(requestId, hospitalId);
  for (let page = 0; path !== null && page < MAX_HISTORY_PAGES; page += 1) {
    const result: ListPage<Message> = await fetchListPage(path, MessageSchema, signal);
    messages.push(...result.items);
    path = result.nextPath;
  }
  return messages;
}

/** One conversation's messages (SPEC §2.9); new ones are appended by the realtime channel. */
export function useConversationMessages(
  requestId: string,
  hospitalId: string | undefined,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: messagesQueryKey(requestId, hospitalId),
    queryFn: ({ signal }) => fetchConversationMessages(requestId, hospitalId, signal),
    enabled: options.enabled ?? true,
  });
}
