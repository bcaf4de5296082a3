import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStatsSchema,
  HospitalAccountSchema,
  HospitalListQuerySchema,
  MarketplaceSummarySchema,
  PatientAnalyticsSchema,
} from '#shared/admin/admin.schemas.ts';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorizeAdmin } from '../auth/authorize.ts';
import { adminToolsRoutes } from './admin-tools.routes.ts';
import {
  getAdminStats,
  getMarketplaceSummary,
  getPatientAnalytics,
  listHospitals,
  verifyHospital,
} from './admin.service.ts';

/** Admin-only endpoints (SECURITY §1: anonymous 401, other roles 403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  await app.register(adminToolsRoutes);

  app.get(
    '/api/admin/patient-analytics',
    { schema: { tags, response: { 200: PatientAnalyticsSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getPatientAnalytics(db);
    },
  );

  app.get(
    '/api/admin/stats',
    { schema: { tags, response: { 200: AdminStatsSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getAdminStats(db);
    },
  );

  app.get(
    '/api/admin/marketplace-summary',
    { schema: { tags, response: { 200: MarketplaceSummarySchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getMarketplaceSummary(db);
    },
  );

  app.get(
    '/api/admin/hospitals',
    {
      schema: {
        tags,
        querystring: HospitalListQuerySchema,
        response: { 200: z.array(HospitalAccountSchema) },
      },
    },
    async (request, reply) => {
      await authorizeAdmin(db, request);
      const page = await listHospitals(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/admin/hospitals/:id/verify',
    { schema: { tags, params: IdParamsSchema, response: { 200: HospitalAccountSchema } } },
    async (request) => {
      const admin = await authorizeAdmin(db, request);
      return verifyHospital(db, admin, request.params.id);
    },
  );
};
