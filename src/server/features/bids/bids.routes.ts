import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BidSchema,
  CreateBidInputSchema,
  PublicBidSchema,
  UpdateBidInputSchema,
} from '#shared/bids/bids.schemas.ts';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import { reviseBid, withdrawBid } from './bid-revisions.service.ts';
import {
  acceptBid,
  listHospitalPublicBids,
  listMyBids,
  listPatientBids,
  listRequestBids,
  rejectBid,
  submitBid,
} from './bids.service.ts';

/** Bids (SPEC §7; authorization of SECURITY §1; rules of DESIGN §5). */
export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['bids'];
  const list = { querystring: ListQuerySchema, response: { 200: z.array(BidSchema) } };

  app.get('/api/bids/patient', { schema: { tags, ...list } }, async (request, reply) => {
    const patient = await authorize(db, request, ['patient']);
    const page = await listPatientBids(db, patient, request.query);
    setNextPageLink(request, reply, request.query, page.nextCursor);
    return page.items;
  });

  app.get('/api/bids/hospital', { schema: { tags, ...list } }, async (request, reply) => {
    const hospital = await authorize(db, request, ['hospital', 'admin']);
    const page = await listMyBids(db, hospital, request.query);
    setNextPageLink(request, reply, request.query, page.nextCursor);
    return page.items;
  });

  app.get(
    '/api/bids/hospital/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: z.array(PublicBidSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await authorize(db, request, 'any');
      const page = await listHospitalPublicBids(db, viewer, request.params.id, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/bids/request/:id',
    { schema: { tags, params: IdParamsSchema, ...list } },
    async (request, reply) => {
      const viewer = await authorize(db, request, 'any');
      const page = await listRequestBids(db, viewer, request.params.id, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/bids',
    { schema: { tags, body: CreateBidInputSchema, response: { 201: BidSchema } } },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital', 'admin']);
      const bid = await submitBid(db, hospital, request.body, config.platformCommissionRatePercent);
      return reply.status(201).send(bid);
    },
  );

  app.post(
    '/api/bids/:id/accept',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidSchema } } },
    async (request) => {
      const patient = await authorize(db, request, 'any');
      return acceptBid(db, patient, request.params.id);
    },
  );

  app.post(
    '/api/bids/:id/reject',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidSchema } } },
    async (request) => {
      const patient = await authorize(db, request, 'any');
      return rejectBid(db, patient, request.params.id);
    },
  );
  app.patch(
    '/api/bids/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateBidInputSchema,
        response: { 200: BidSchema },
      },
    },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital', 'admin']);
      return reviseBid(
        db,
        hospital,
        request.params.id,
        request.body,
        config.platformCommissionRatePercent,
      );
    },
  );

  app.post(
    '/api/bids/:id/withdraw',
    { schema: { tags, params: IdParamsSchema, response: { 200: BidSchema } } },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital', 'admin']);
      return withdrawBid(db, hospital, request.params.id);
    },
  );
};
