import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  CreateTestimonialInputSchema,
  HospitalRatingSchema,
  HospitalRatingsQuerySchema,
  ModerationQuerySchema,
  ReviewableTreatmentSchema,
  TestimonialDetailSchema,
  TestimonialSchema,
  VerifiedTestimonialsQuerySchema,
} from '#shared/testimonials/testimonials.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize, authorizeAdmin } from '../auth/authorize.ts';
import {
  getHospitalRating,
  getHospitalRatings,
  listHospitalTestimonials,
  listReviewableTreatments,
  listReviewsForModeration,
  listVerifiedTestimonials,
  removeTestimonial,
  submitTestimonial,
  verifyTestimonial,
} from './testimonials.service.ts';

/**
 * Reviews (SPEC §7, SECURITY §1, DESIGN §5): submitting (patients with an accepted bid), the
 * public lists of published reviews, and the admin moderation queue.
 */
export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['testimonials'];
  const publicList = { 200: z.array(TestimonialSchema) };

  app.post(
    '/api/testimonials',
    {
      schema: {
        tags,
        body: CreateTestimonialInputSchema,
        response: { 201: TestimonialDetailSchema },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      return reply.status(201).send(await submitTestimonial(db, patient, request.body));
    },
  );

  app.get(
    '/api/testimonials/verified',
    { schema: { tags, querystring: VerifiedTestimonialsQuerySchema, response: publicList } },
    async (request, reply) => {
      const page = await listVerifiedTestimonials(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/testimonials/reviewable',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(ReviewableTreatmentSchema) },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const page = await listReviewableTreatments(db, patient, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/testimonials/hospital/:id',
    {
      schema: { tags, params: IdParamsSchema, querystring: ListQuerySchema, response: publicList },
    },
    async (request, reply) => {
      const page = await listHospitalTestimonials(db, request.params.id, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/testimonials/hospital/:id/rating',
    { schema: { tags, params: IdParamsSchema, response: { 200: HospitalRatingSchema } } },
    async (request) => getHospitalRating(db, request.params.id),
  );

  app.get(
    '/api/testimonials/ratings',
    {
      schema: {
        tags,
        querystring: HospitalRatingsQuerySchema,
        response: { 200: z.array(HospitalRatingSchema) },
      },
    },
    async (request) => getHospitalRatings(db, request.query.hospitalIds),
  );

  app.get(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        querystring: ModerationQuerySchema,
        response: { 200: z.array(TestimonialDetailSchema) },
      },
    },
    async (request, reply) => {
      await authorizeAdmin(db, request);
      const page = await listReviewsForModeration(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/admin/testimonials/:id/verify',
    { schema: { tags, params: IdParamsSchema, response: { 200: TestimonialDetailSchema } } },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return verifyTestimonial(db, admin, request.params.id);
    },
  );

  app.delete(
    '/api/admin/testimonials/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const admin = await authorizeAdmin(db, request);
      await removeTestimonial(db, admin, request.params.id);
      return reply.status(204).send();
    },
  );
};
