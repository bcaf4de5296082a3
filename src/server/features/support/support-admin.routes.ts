import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  CloseSupportTicketInputSchema,
  SupportTicketListQuerySchema,
  SupportTicketSchema,
  SupportTicketSummarySchema,
} from '#shared/support/support.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorizeAdmin } from '../auth/authorize.ts';
import { closeSupportTicket, getSupportTicket, listSupportTickets } from './support.service.ts';

/** The admin support queue: list, read, close with a note (SECURITY §1: anon 401, others 403). */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app;
  const tags = ['admin', 'support'];

  app.get(
    '/api/admin/support-tickets',
    {
      schema: {
        tags,
        querystring: SupportTicketListQuerySchema,
        response: { 200: z.array(SupportTicketSummarySchema) },
      },
    },
    async (request, reply) => {
      await authorizeAdmin(db, request);
      const page = await listSupportTickets(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/admin/support-tickets/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: SupportTicketSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getSupportTicket(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/support-tickets/:id/close',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CloseSupportTicketInputSchema,
        response: { 200: SupportTicketSchema },
      },
    },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return closeSupportTicket(
        db,
        { mailer, config, log: request.log },
        admin,
        request.params.id,
        request.body,
      );
    },
  );
};
