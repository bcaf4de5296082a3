import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../common/constants.ts';
import { IsoDateTimeSchema, ListQuerySchema } from '../common/common.schemas.ts';

/**
 * `POST /api/messages` body (SPEC §3, §5 Chat, §7): `{ treatmentRequestId, receiverId, content,
 * clientMessageId? }`. `content` is trimmed, 1–4000 characters; `clientMessageId` (uuid, chosen
 * by the client) makes a retried send store one message. The sender comes from the session, so
 * `senderId`, `read`, `id` and `createdAt` in a body are a 400 (DESIGN §5).
 */
export const SendMessageInputSchema = z.strictObject({
  treatmentRequestId: z.uuid('Treatment request is required'),
  receiverId: z.uuid('Receiver is required'),
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`)
    .refine((value) => !value.includes('\u0000'), {
      message: 'Message contains an invalid character',
    }),
  clientMessageId: z.uuid('Message id must be a uuid').optional(),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

/**
 * `?hospitalId=` of `GET /api/messages/{requestId}` and `POST /api/messages/{requestId}/read`:
 * a patient narrows to the conversation with one hospital; a hospital only ever has its own.
 */
export const ConversationFilterSchema = z.strictObject({
  hospitalId: z.uuid('Hospital id must be a uuid').optional(),
});
export type ConversationFilter = z.infer<typeof ConversationFilterSchema>;

/** `GET /api/messages/{requestId}` query: pagination (DESIGN §4) plus the conversation filter. */
export const ListMessagesQuerySchema = ListQuerySchema.extend(ConversationFilterSchema.shape);
export type ListMessagesQuery = z.infer<typeof ListMessagesQuerySchema>;

/**
 * A message as `GET /api/messages/{requestId}` and `POST /api/messages` return it (SPEC §3):
 * `{ id, treatmentRequestId, senderId, receiverId, content, read, createdAt, sender: {
 * firstName, lastName, email, profileImageUrl } }`.
 */
export const MessageSchema = z.object({
  id: z.uuid(),
  treatmentRequestId: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  read: z.boolean(),
  createdAt: IsoDateTimeSchema,
  sender: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type Message = z.infer<typeof MessageSchema>;

/** `POST /api/messages/{requestId}/read` answer: how many messages were marked read. */
export const MarkReadResultSchema = z.object({ updated: z.number().int() });
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/**
 * One conversation (request, hospital) of `GET /api/messages/conversations` (DESIGN §5):
 * `{ treatmentRequestId, procedureType, counterpart: { id, firstName, lastName }, hasAcceptedBid,
 * lastMessage: { content, senderId, createdAt } | null, unreadCount }`. `hasAcceptedBid`: the
 * hospital's bid is the request's accepted one (a patient's default recipient, SPEC §4 Chat);
 * `unreadCount` counts the caller's unread received messages in it.
 */
export const ConversationSchema = z.object({
  treatmentRequestId: z.uuid(),
  procedureType: z.string(),
  counterpart: z.object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  hasAcceptedBid: z.boolean(),
  lastMessage: z
    .object({ content: z.string(), senderId: z.uuid(), createdAt: IsoDateTimeSchema })
    .nullable(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
