import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  ConversationFilterSchema,
  ConversationSchema,
  ListMessagesQuerySchema,
  MarkReadResultSchema,
  MessageSchema,
  SendMessageInputSchema,
} from '#shared/messages/messages.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import {
  listConversations,
  listMessages,
  markMessagesRead,
  sendMessage,
} from './messages.service.ts';

const RequestIdParamsSchema = z.strictObject({ requestId: z.string() });

/**
 * Messages (SPEC §7; authorization of SECURITY §1; rules of DESIGN §5). Parties are checked by
 * the service, so every signed-in user passes the gate and non-parties get 404. A new message
 * is pushed to both parties' sockets through `app.realtime`; sending is rate limited per user.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ messageRateLimit: object }> = async (
  app,
  options,
) => {
  const { db } = app;
  const tags = ['messages'];

  // Static, so Fastify matches it before `/api/messages/:requestId`.
  app.get(
    '/api/messages/conversations',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(ConversationSchema) },
      },
    },
    async (request, reply) => {
      const user = await authorize(db, request, 'any');
      const page = await listConversations(db, user, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/messages/:requestId',
    {
      schema: {
        tags,
        params: RequestIdParamsSchema,
        querystring: ListMessagesQuerySchema,
        response: { 200: z.array(MessageSchema) },
      },
    },
    async (request, reply) => {
      const user = await authorize(db, request, 'any');
      const page = await listMessages(db, user, request.params.requestId, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/messages',
    {
      config: { rateLimit: options.messageRateLimit },
      schema: {
        tags,
        body: SendMessageInputSchema,
        response: { 200: MessageSchema, 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const sender = await authorize(db, request, 'any');
      const { message, isCreated } = await sendMessage(db, sender, request.body);
      if (isCreated) {
        // Stored is acknowledged; a failed push is caught up by the clients' next fetch.
        await app.realtime
          .deliver({
            type: 'chat_message',
            id: message.id,
            to: [message.senderId, message.receiverId],
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'realtime push failed'));
      }
      return reply.status(isCreated ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/messages/:requestId/read',
    {
      schema: {
        tags,
        params: RequestIdParamsSchema,
        querystring: ConversationFilterSchema,
        response: { 200: MarkReadResultSchema },
      },
    },
    async (request) => {
      const user = await authorize(db, request, 'any');
      return markMessagesRead(db, user, request.params.requestId, request.query);
    },
  );
};
