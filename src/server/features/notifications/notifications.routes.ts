import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  MarkAllReadResultSchema,
  NotificationSchema,
  UnreadCountSchema,
} from '#shared/notifications/notifications.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import {
  getUnreadCount,
  listNotifications,
  readAllNotifications,
  readNotification,
} from './notifications.service.ts';

/**
 * The notification centre (issue #15, ADR 0043): every signed-in user reads and marks only their
 * own notifications; someone else's answers 404 like an absent one.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(NotificationSchema) },
      },
    },
    async (request, reply) => {
      const user = await authorize(db, request, 'any');
      const page = await listNotifications(db, user, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, response: { 200: UnreadCountSchema } } },
    async (request) => getUnreadCount(db, await authorize(db, request, 'any')),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { tags, response: { 200: MarkAllReadResultSchema } } },
    async (request) => readAllNotifications(db, await authorize(db, request, 'any')),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) => readNotification(db, await authorize(db, request, 'any'), request.params.id),
  );
};
