import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  OwnHospitalProfileSchema,
  RequestChangesInputSchema,
  VerificationQueueItemSchema,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { authorizeAdmin } from '../auth/authorize.ts';
import {
  approveProfile,
  listVerificationQueue,
  requestProfileChanges,
} from './hospital-verification.service.ts';

/**
 * The admin's hospital verification queue (issue #17): submitted profiles with their evidence,
 * approve or ask for changes with a note. Admins only (anonymous 401, others 403, audited).
 */
export const hospitalVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];

  app.get(
    '/api/admin/hospital-verifications',
    { schema: { tags, response: { 200: z.array(VerificationQueueItemSchema) } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return listVerificationQueue(db);
    },
  );

  app.post(
    '/api/admin/hospital-verifications/:id/approve',
    { schema: { tags, params: IdParamsSchema, response: { 200: OwnHospitalProfileSchema } } },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return approveProfile(db, admin, request.params.id);
    },
  );

  app.post(
    '/api/admin/hospital-verifications/:id/request-changes',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: RequestChangesInputSchema,
        response: { 200: OwnHospitalProfileSchema },
      },
    },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return requestProfileChanges(db, admin, request.params.id, request.body);
    },
  );
};
