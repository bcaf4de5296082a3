import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  AdminDisputeSchema,
  BidDisputeSchema,
  DisputeDecisionInputSchema,
  OpenDisputeInputSchema,
} from '#shared/payments/disputes.schemas.ts';
import { authorize, authorizeAdmin } from '../auth/authorize.ts';
import {
  decideDispute,
  getBidDispute,
  listAdminDisputes,
  openDispute,
} from './disputes.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/**
 * Payment disputes (issue #16, ADR 0060): the bid's dispute for its patient, hospital and admins;
 * the patient opens one (which holds the payout and files a grievance); admins list the open
 * ones and decide — release, partial or full refund.
 */
export const disputesRoutes: FastifyPluginAsyncZod<{ gateway: StripeGateway | undefined }> = async (
  app,
  { gateway },
) => {
  const { db, mailer, config } = app;
  const tags = ['payments'];

  app.get(
    '/api/payments/bid/:id/dispute',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidDisputeSchema } } },
    async (request) => getBidDispute(db, await authorize(db, request, 'any'), request.params.id),
  );

  app.post(
    '/api/payments/bid/:id/dispute',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: OpenDisputeInputSchema,
        response: { 201: BidDisputeSchema },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const context = { mailer, config, log: request.log };
      const view = await openDispute(db, context, patient, request.params.id, request.body);
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/api/admin/disputes',
    { schema: { tags, response: { 200: z.array(AdminDisputeSchema) } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return listAdminDisputes(db);
    },
  );

  app.post(
    '/api/admin/disputes/:id/decision',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: DisputeDecisionInputSchema,
        response: { 200: BidDisputeSchema },
      },
    },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      const context = { mailer, config, log: request.log };
      return decideDispute(db, gateway, context, admin, request.params.id, request.body);
    },
  );
};
