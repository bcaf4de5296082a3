import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  ReferralSchema,
  SendReferralEmailInputSchema,
  UseReferralCodeInputSchema,
  UseReferralCodeResponseSchema,
} from '#shared/referrals/referrals.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import {
  InvitationLimitError,
  listMyReferrals,
  sendReferralInvitation,
  useReferralCode,
} from './referrals.service.ts';

/** Referrals (SPEC §7; authorization of SECURITY §1; rules of DESIGN §5). */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  const tags = ['referrals'];

  app.get(
    '/api/referrals/my',
    {
      schema: { tags, querystring: ListQuerySchema, response: { 200: z.array(ReferralSchema) } },
    },
    async (request, reply) => {
      const user = await authorize(db, request, 'any');
      const page = await listMyReferrals(db, user, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/referrals/use',
    {
      schema: {
        tags,
        body: UseReferralCodeInputSchema,
        response: { 200: UseReferralCodeResponseSchema },
      },
    },
    async (request) => {
      const user = await authorize(db, request, 'any');
      return useReferralCode(db, user, request.body);
    },
  );

  app.post(
    '/api/referrals/send-email',
    {
      schema: { tags, body: SendReferralEmailInputSchema, response: { 201: ReferralSchema } },
    },
    async (request, reply) => {
      const referrer = await authorize(db, request, ['patient', 'admin']);
      const context = { db, mailer, appOrigin: config.appOrigin, log: request.log };
      const referral = await sendReferralInvitation(context, referrer, request.body).catch(
        (error: unknown) => {
          if (error instanceof InvitationLimitError)
            void reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        },
      );
      return reply.status(201).send(referral);
    },
  );
};
