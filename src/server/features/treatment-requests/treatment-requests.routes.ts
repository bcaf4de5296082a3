import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  CreateTreatmentRequestInputSchema,
  ExtendBidDeadlineInputSchema,
  TreatmentRequestSchema,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import {
  closeTreatmentRequest,
  createTreatmentRequest,
  extendBidDeadline,
  getTreatmentRequest,
  listAvailableRequests,
  listMyRequests,
} from './treatment-requests.service.ts';

/** Treatment requests (SPEC §7; authorization of SECURITY §1). */
export const treatmentRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['treatment-requests'];

  app.get(
    '/api/treatment-requests',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(TreatmentRequestSchema) },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient', 'admin']);
      const page = await listMyRequests(db, patient, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/treatment-requests/available',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(TreatmentRequestSchema) },
      },
    },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital', 'admin']);
      const page = await listAvailableRequests(db, hospital, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/treatment-requests/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: TreatmentRequestSchema } } },
    async (request) => {
      const viewer = await authorize(db, request, 'any');
      return getTreatmentRequest(db, viewer, request.params.id);
    },
  );

  app.post(
    '/api/treatment-requests',
    {
      schema: {
        tags,
        body: CreateTreatmentRequestInputSchema,
        response: { 201: TreatmentRequestSchema },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient', 'admin']);
      return reply.status(201).send(await createTreatmentRequest(db, patient, request.body));
    },
  );

  app.post(
    '/api/treatment-requests/:id/close',
    { schema: { tags, params: IdParamsSchema, response: { 200: TreatmentRequestSchema } } },
    async (request) => {
      const patient = await authorize(db, request, ['patient', 'admin']);
      return closeTreatmentRequest(db, patient, request.params.id);
    },
  );

  app.patch(
    '/api/treatment-requests/:id/bid-deadline',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ExtendBidDeadlineInputSchema,
        response: { 200: TreatmentRequestSchema },
      },
    },
    async (request) => {
      const patient = await authorize(db, request, ['patient', 'admin']);
      return extendBidDeadline(db, patient, request.params.id, request.body);
    },
  );
};
