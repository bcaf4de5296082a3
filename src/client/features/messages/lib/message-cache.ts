import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '#shared/messages/messages.schemas.ts';
import type { ChatMessageEvent } from '#shared/realtime/realtime.schemas.ts';
import { conversationsQueryKey } from '#client/features/messages/api/use-conversations.ts';
import { messagesPath } from '#client/features/messages/api/use-messages.ts';

/** Orders messages as the server does: by `createdAt`, then `id`. */
function compareMessages(a: Message, b: Message): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * `messages` with `message` added in time order, or the same array when a message with its id is
 * already there (the sender gets its own message from both the POST answer and the socket).
 */
export function withMessage(messages: readonly Message[], message: Message): Message[] {
  if (messages.some((existing) => existing.id === message.id)) return messages as Message[];
  const last = messages.at(-1);
  if (!last || compareMessages(last, message) <= 0) return [...messages, message];
  return [...messages, message].sort(compareMessages);
}

/**
 * Whether `message` belongs in a chat view narrowed to `hospitalId` (null: every message of the
 * caller on the request, as the server answers without the filter).
 */
export function isMessageInView(message: Message, hospitalId: string | null): boolean {
  if (hospitalId === null) return true;
  const id = hospitalId.toLowerCase();
  return message.senderId.toLowerCase() === id || message.receiverId.toLowerCase() === id;
}

function viewHospitalId(queryKey: readonly unknown[]): string | null {
  const filter = queryKey[1];
  if (typeof filter !== 'object' || filter === null || !('hospitalId' in filter)) return null;
  return typeof filter.hospitalId === 'string' ? filter.hospitalId : null;
}

/**
 * Appends `message` to every cached history of its request that shows it (deduplicated by id).
 * Histories not loaded yet are left alone: they fetch everything when opened.
 */
export function addMessageToCache(queryClient: QueryClient, message: Message): void {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: [messagesPath(message.treatmentRequestId)] });
  for (const query of queries) {
    if (!isMessageInView(message, viewHospitalId(query.queryKey))) continue;
    queryClient.setQueryData<Message[]>(query.queryKey, (messages) =>
      messages ? withMessage(messages, message) : messages,
    );
  }
}

/**
 * Marks the caller's received messages in a cached history as read, after
 * `POST /api/messages/{requestId}/read` succeeded, so the chat stops asking again.
 */
export function markReceivedReadInCache(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  userId: string,
): void {
  queryClient.setQueryData<Message[]>(queryKey, (messages) =>
    messages?.map((message) =>
      message.receiverId === userId && !message.read ? { ...message, read: true } : message,
    ),
  );
}

/** Whether a query key is one of the messages API's (`/api/messages/…`: list or a history). */
function isMessagingQueryKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && path.startsWith('/api/messages/');
}

/**
 * Refetches the conversation list and every open chat history, and marks closed ones stale:
 * the catch-up after the realtime channel (re)connects, for anything sent while it was down.
 */
export function invalidateMessagingQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isMessagingQueryKey(query.queryKey),
  });
}

/**
 * A pushed `chat_message` frame (SPEC §4 Chat): the message is appended to the cached chats it
 * belongs to and the conversation list (unread counts) is refreshed.
 */
export function applyChatMessageEvent(queryClient: QueryClient, event: ChatMessageEvent): void {
  const { type: _type, ...message } = event;
  addMessageToCache(queryClient, message);
  void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
}
