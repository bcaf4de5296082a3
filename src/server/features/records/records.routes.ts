import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '#shared/common/common.schemas.ts';
import {
  MAX_RECORD_FILE_BYTES,
  MedicalRecordSchema,
  RecordAccessSchema,
  UpdateRecordInputSchema,
} from '#shared/records/records.schemas.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { authorize } from '../auth/authorize.ts';
import { recordsAdminRoutes } from './admin/records-admin.routes.ts';
import { recordContentHeaders } from './record-content-headers.ts';
import { recordSharingRoutes } from './sharing/record-sharing.routes.ts';
import {
  deleteRecord,
  listRecordAccessLog,
  listRecords,
  openRecordContent,
  uploadRecord,
  type RecordsContext,
  type RecordsVault,
  type RecordUpload,
} from './records.service.ts';
import { updateRecordKeep } from './retention/records-retention.service.ts';

/** Text fields an upload may carry before its file: four are defined, a few spare for clients. */
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 1024;

/**
 * The upload's text fields (those sent before the `file` part) and its file stream.
 * @throws 415 for a body that is not multipart/form-data; 400 without a file part.
 */
async function readRecordUpload(request: FastifyRequest): Promise<RecordUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data');
  }
  const part = await request.file({
    limits: {
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      // One byte over the vault's own limit, which answers first with its clearer message.
      fileSize: MAX_RECORD_FILE_BYTES + 1,
    },
  });
  if (!part || part.fieldname !== 'file') {
    throw badRequest('Attach the file as the last part, named "file"', 'FILE_MISSING');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field') fields[name] = value.value;
  }
  return { fields, file: part.file };
}

/**
 * The patient's records vault (issue #14, ADR 0037): upload, list, read, delete, and the log of
 * reads. Patients only, each on their own records (other records answer 404); admins get 403.
 * A hospital reads a record's content only while a live grant covers it (ADR 0041), else 404.
 * The upload takes multipart/form-data, parsed only inside this plugin.
 */
export const recordsRoutes: FastifyPluginAsyncZod<{ vault: RecordsVault }> = async (
  app,
  options,
) => {
  const { db } = app;
  const tags = ['records'];
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(recordsAdminRoutes);
  await app.register(recordSharingRoutes);
  const context = (request: FastifyRequest): RecordsContext => ({
    db,
    log: request.log,
    ...options.vault,
  });

  app.post(
    '/api/records',
    {
      // Slow links: an upload may take long while bytes keep coming (ADR 0038).
      config: { isSlowUpload: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: MedicalRecordSchema },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const upload = await readRecordUpload(request);
      return reply.status(201).send(await uploadRecord(context(request), patient, upload));
    },
  );

  app.get(
    '/api/records',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: z.array(MedicalRecordSchema) },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const page = await listRecords(db, patient, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/records/:id/content',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const reader = await authorize(db, request, ['patient', 'hospital']);
      const { record, content } = await openRecordContent(
        context(request),
        reader,
        request.params.id,
      );
      return reply.headers(recordContentHeaders(record)).send(content);
    },
  );

  app.get(
    '/api/records/:id/access-log',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: z.array(RecordAccessSchema) },
      },
    },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      const page = await listRecordAccessLog(db, patient, request.params.id, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.patch(
    '/api/records/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateRecordInputSchema,
        response: { 200: MedicalRecordSchema },
      },
    },
    async (request) => {
      const patient = await authorize(db, request, ['patient']);
      return updateRecordKeep(db, patient, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/records/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const patient = await authorize(db, request, ['patient']);
      await deleteRecord(context(request), patient, request.params.id);
      return reply.status(204).send();
    },
  );
};
