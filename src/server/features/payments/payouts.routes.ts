import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  AdminPayoutAccountSchema,
  BidPayoutSchema,
  HospitalPayoutRowSchema,
  MoneyTotalsSchema,
  OnboardingLinkSchema,
  PayoutAccountSchema,
  StatementQuerySchema,
} from '#shared/payments/payouts.schemas.ts';
import { authorize, authorizeAdmin } from '../auth/authorize.ts';
import {
  getPayoutAccount,
  listAdminPayoutAccounts,
  refreshPayoutAccount,
  startOnboarding,
} from './payout-accounts.service.ts';
import {
  confirmTreatment,
  getBidPayout,
  getMoneyTotals,
  listHospitalPayouts,
} from './payouts.service.ts';
import { buildMonthlyStatement } from './statements.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/**
 * Payouts to hospitals (issue #16, ADR 0056, 0057): Stripe Connect onboarding from the
 * hospital's settings, the patient's confirmation that releases a bid's payout, the hospital's
 * payouts and monthly CSV statement, and the admin's onboarding list and money totals.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{ gateway: StripeGateway | undefined }> = async (
  app,
  { gateway },
) => {
  const { db, config } = app;
  const tags = ['payouts'];

  app.get(
    '/api/payouts/account',
    { schema: { tags, response: { 200: PayoutAccountSchema } } },
    async (request) => getPayoutAccount(db, await authorize(db, request, ['hospital'])),
  );

  app.post(
    '/api/payouts/account/onboarding',
    { schema: { tags, response: { 200: OnboardingLinkSchema } } },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital']);
      return startOnboarding(db, gateway, config.appOrigin, hospital);
    },
  );

  app.post(
    '/api/payouts/account/refresh',
    { schema: { tags, response: { 200: PayoutAccountSchema } } },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital']);
      return refreshPayoutAccount(db, gateway, hospital, request.log);
    },
  );

  app.get(
    '/api/payouts/bid/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidPayoutSchema } } },
    async (request) => getBidPayout(db, await authorize(db, request, 'any'), request.params.id),
  );

  app.post(
    '/api/payouts/bid/:id/confirm',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidPayoutSchema } } },
    async (request) => {
      const patient = await authorize(db, request, ['patient']);
      return confirmTreatment(db, gateway, patient, request.params.id);
    },
  );

  app.get(
    '/api/payouts/hospital',
    { schema: { tags, response: { 200: z.array(HospitalPayoutRowSchema) } } },
    async (request) => listHospitalPayouts(db, await authorize(db, request, ['hospital'])),
  );

  app.get(
    '/api/payouts/statement',
    { schema: { tags, querystring: StatementQuerySchema } },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      const csv = await buildMonthlyStatement(db, hospital, request.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="careabroad-statement-${request.query.month}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/payouts/accounts',
    { schema: { tags, response: { 200: z.array(AdminPayoutAccountSchema) } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return listAdminPayoutAccounts(db);
    },
  );

  app.get(
    '/api/admin/payouts/totals',
    { schema: { tags, response: { 200: MoneyTotalsSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getMoneyTotals(db);
    },
  );
};
