import { z } from 'zod';
import { MessageSchema } from '../messages/messages.schemas.ts';
import { NotificationSchema } from '../notifications/notifications.schemas.ts';

/** The WebSocket endpoint (SPEC §7): same host as the page, `wss:` when the page is https. */
export const REALTIME_PATH = '/ws';

/**
 * Close code the server uses when the socket's session has ended (sign-out, expiry): the client
 * should re-check who is signed in rather than reconnect at once.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * `chat_message` frame (SPEC §7, DESIGN §5): pushed to the sender's and the receiver's open
 * sockets when a message is stored. It is the whole message of `GET /api/messages/{requestId}`
 * (`id, treatmentRequestId, senderId, receiverId, content, read, createdAt, sender`) plus
 * `type`, so a client appends it without refetching.
 */
export const ChatMessageEventSchema = MessageSchema.extend({ type: z.literal('chat_message') });
export type ChatMessageEvent = z.infer<typeof ChatMessageEventSchema>;

/**
 * `notification` frame (issue #15): pushed to its user's open sockets once the transaction that
 * created it, or read it elsewhere (a chat read clears its message notifications), commits; the
 * notification as `GET /api/notifications` returns it plus `type`. Clients refetch their bell.
 */
export const NotificationEventSchema = NotificationSchema.extend({
  type: z.literal('notification'),
});
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** Every frame the server sends on `/ws`; clients never send data frames (DESIGN §5). */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  ChatMessageEventSchema,
  NotificationEventSchema,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
