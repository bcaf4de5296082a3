import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCleanupResultSchema,
  AuditEntrySchema,
  LaunchChecklistItemSchema,
  type AdminCleanupAction,
} from '#shared/admin/admin.schemas.ts';
import { ListQuerySchema } from '#shared/common/common.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorizeAdmin } from '../auth/authorize.ts';
import { runCleanupAction } from './admin-cleanup.service.ts';
import { listAuditLog } from './audit-log.service.ts';
import { getLaunchChecklist } from './launch-checklist.service.ts';

/** The cleanup calls of SPEC §7, by method and path. */
const CLEANUP_ROUTES: ReadonlyArray<{
  method: 'DELETE' | 'POST';
  url: string;
  action: AdminCleanupAction;
}> = [
  { method: 'DELETE', url: '/api/admin/test-referrals', action: 'delete-pending-referrals' },
  { method: 'DELETE', url: '/api/admin/completed-referrals', action: 'delete-completed-referrals' },
  { method: 'POST', url: '/api/admin/reset-points', action: 'reset-reward-points' },
];

/**
 * Admin Tools (SPEC §2.6): the three pre-launch cleanup actions, the audit log and the launch
 * checklist. Admin only (SECURITY §1: anonymous 401, other roles 403).
 */
export const adminToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];

  for (const { method, url, action } of CLEANUP_ROUTES) {
    app.route({
      method,
      url,
      schema: { tags, response: { 200: AdminCleanupResultSchema } },
      handler: async (request) => {
        const admin = await authorizeAdmin(db, request);
        return runCleanupAction(db, admin, action);
      },
    });
  }

  app.get(
    '/api/admin/audit-log',
    {
      schema: { tags, querystring: ListQuerySchema, response: { 200: z.array(AuditEntrySchema) } },
    },
    async (request, reply) => {
      await authorizeAdmin(db, request);
      const page = await listAuditLog(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/admin/launch-checklist',
    { schema: { tags, response: { 200: z.array(LaunchChecklistItemSchema) } } },
    async (request) => {
      await authorizeAdmin(db, request);
      return getLaunchChecklist(app.config);
    },
  );
};
