import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordsStatsSchema } from '#shared/records/records-stats.schemas.ts';
import { authorizeAdmin } from '../../auth/authorize.ts';
import { getRecordsStats } from './records-stats.service.ts';

/** The records vault as admins see it: counts and sizes only (issue #14). Admins only. */
export const recordsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/api/admin/records/stats',
    { schema: { tags: ['admin', 'records'], response: { 200: RecordsStatsSchema } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getRecordsStats(db);
    },
  );
};
