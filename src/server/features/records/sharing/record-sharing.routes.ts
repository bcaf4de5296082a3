import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  CreateDocumentRequestInputSchema,
  CreateRecordGrantInputSchema,
  DocumentRequestSchema,
  RecordGrantSchema,
  RequestSharingSchema,
  SharedRecordSchema,
  SharingListQuerySchema,
} from '#shared/records/record-sharing.schemas.ts';
import { setNextPageLink } from '../../../lib/pagination.ts';
import { authorize } from '../../auth/authorize.ts';
import {
  createDocumentRequest,
  declineDocumentRequest,
  listDocumentRequestsOf,
} from './document-requests.service.ts';
import {
  createRecordGrant,
  listRecordGrants,
  listSharedRecords,
  revokeRecordGrant,
} from './record-grants.service.ts';
import { getRequestSharing } from './request-sharing.service.ts';

/** Document requests one hospital may send per minute (SECURITY §6 rate limits, per user). */
const DOCUMENT_REQUESTS_PER_MINUTE = 10;

/**
 * Sharing by consent (issue #14, ADR 0041): the patient's grants of records to bidding
 * hospitals, the hospitals' view of what is shared with them, and document requests. The
 * files themselves are read through `GET /api/records/{id}/content` (records.routes.ts).
 */
export const recordSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['records'];
  const askRateLimit = {
    max: app.config.rateLimitsEnabled ? DOCUMENT_REQUESTS_PER_MINUTE : Number.MAX_SAFE_INTEGER,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
  };

  app.post(
    '/api/record-grants',
    { schema: { tags, body: CreateRecordGrantInputSchema, response: { 201: RecordGrantSchema } } },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      return reply.status(201).send(await createRecordGrant(db, patient, request.body));
    },
  );

  app.get(
    '/api/record-grants',
    {
      schema: {
        tags,
        querystring: SharingListQuerySchema,
        response: { 200: z.array(RecordGrantSchema) },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const page = await listRecordGrants(db, patient, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/record-grants/:id/revoke',
    { schema: { tags, params: IdParamsSchema, response: { 200: RecordGrantSchema } } },
    async (request) =>
      revokeRecordGrant(db, await authorize(db, request, ['patient']), request.params.id),
  );

  app.get(
    '/api/treatment-requests/:id/shared-records',
    { schema: { tags, params: IdParamsSchema, response: { 200: z.array(SharedRecordSchema) } } },
    async (request) =>
      listSharedRecords(db, await authorize(db, request, ['hospital']), request.params.id),
  );

  app.get(
    '/api/treatment-requests/:id/sharing',
    { schema: { tags, params: IdParamsSchema, response: { 200: RequestSharingSchema } } },
    async (request) =>
      getRequestSharing(db, await authorize(db, request, ['patient']), request.params.id),
  );

  app.post(
    '/api/document-requests',
    {
      config: { rateLimit: askRateLimit },
      schema: {
        tags,
        body: CreateDocumentRequestInputSchema,
        response: { 201: DocumentRequestSchema },
      },
    },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      return reply.status(201).send(await createDocumentRequest(db, hospital, request.body));
    },
  );

  app.get(
    '/api/document-requests',
    {
      schema: {
        tags,
        querystring: SharingListQuerySchema,
        response: { 200: z.array(DocumentRequestSchema) },
      },
    },
    async (request, reply) => {
      const user = await authorize(db, request, ['patient', 'hospital']);
      const page = await listDocumentRequestsOf(db, user, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/document-requests/:id/decline',
    { schema: { tags, params: IdParamsSchema, response: { 200: DocumentRequestSchema } } },
    async (request) =>
      declineDocumentRequest(db, await authorize(db, request, ['patient']), request.params.id),
  );
};
