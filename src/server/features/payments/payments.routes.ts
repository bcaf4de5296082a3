import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  BidPaymentSchema,
  CreatePaymentInputSchema,
  PaymentIntentSessionSchema,
  PaymentSchema,
  PaymentsSummarySchema,
  SetAdmissionDateInputSchema,
} from '#shared/payments/payments.schemas.ts';
import { ReconciliationReportSchema } from '#shared/payments/ledger.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize, authorizeAdmin } from '../auth/authorize.ts';
import { cancelBooking, setAdmissionDate } from './bookings.service.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { paymentWebhookRoute } from './payment-webhook.routes.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import {
  getBidPayment,
  getPaymentsSummary,
  listAllPayments,
  listHospitalPayments,
  listPatientPayments,
  refundPayment,
  requireGateway,
  startPayment,
} from './payments.service.ts';
import { reconcileLedger } from './reconciliation.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/**
 * Card payments (SPEC §3, DESIGN §5, ADR 0014): paying an accepted bid, the Stripe webhook,
 * the lists of patients, hospitals and admins, the admin refund, the ledger's reconciliation
 * with Stripe (ADR 0047), and the booking: the hospital's admission date and the patient's
 * cancel with a refund by the schedule (ADR 0049); payouts (ADR 0056) and disputes (ADR 0060). Without STRIPE_* keys the lists still work
 * and starting a payment or cancelling answers 503.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const gateway = config.stripe ? createStripeGateway(config.stripe) : undefined;
  const tags = ['payments'];
  const list = { querystring: ListQuerySchema, response: { 200: z.array(PaymentSchema) } };

  await app.register(paymentWebhookRoute, { gateway });
  await app.register(payoutsRoutes, { gateway });
  await app.register(disputesRoutes, { gateway });

  app.post(
    '/api/payments',
    {
      schema: {
        tags,
        body: CreatePaymentInputSchema,
        response: { 200: PaymentIntentSessionSchema },
      },
    },
    async (request) => {
      const patient = await authorize(db, request, 'any');
      return startPayment(db, gateway, patient, request.body.bidId);
    },
  );

  app.get('/api/payments/my', { schema: { tags, ...list } }, async (request, reply) => {
    const patient = await authorize(db, request, ['patient', 'admin']);
    const page = await listPatientPayments(db, patient, request.query);
    setNextPageLink(request, reply, request.query, page.nextCursor);
    return page.items;
  });

  app.get('/api/payments/hospital', { schema: { tags, ...list } }, async (request, reply) => {
    const hospital = await authorize(db, request, ['hospital', 'admin']);
    const page = await listHospitalPayments(db, hospital, request.query);
    setNextPageLink(request, reply, request.query, page.nextCursor);
    return page.items;
  });

  app.get(
    '/api/payments/bid/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidPaymentSchema } } },
    async (request) => {
      const viewer = await authorize(db, request, 'any');
      return getBidPayment(db, viewer, request.params.id);
    },
  );

  app.put(
    '/api/payments/bid/:id/admission-date',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SetAdmissionDateInputSchema,
        response: { 200: BidPaymentSchema },
      },
    },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital']);
      return setAdmissionDate(db, hospital, request.params.id, request.body);
    },
  );

  app.post(
    '/api/payments/bid/:id/cancel',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidPaymentSchema } } },
    async (request) => {
      const patient = await authorize(db, request, ['patient']);
      return cancelBooking(db, gateway, patient, request.params.id);
    },
  );

  app.get('/api/admin/payments', { schema: { tags, ...list } }, async (request, reply) => {
    await authorizeAdmin(db, request);
    const page = await listAllPayments(db, request.query);
    setNextPageLink(request, reply, request.query, page.nextCursor);
    return page.items;
  });

  app.get(
    '/api/admin/payments/summary',
    { schema: { tags, response: { 200: PaymentsSummarySchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getPaymentsSummary(db);
    },
  );

  app.get(
    '/api/admin/payments/reconciliation',
    { schema: { tags, response: { 200: ReconciliationReportSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return reconcileLedger(db, requireGateway(gateway));
    },
  );

  app.post(
    '/api/admin/payments/:id/refund',
    { schema: { tags, params: IdParamsSchema, response: { 200: PaymentSchema } } },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return refundPayment(db, gateway, admin, request.params.id);
    },
  );
};
