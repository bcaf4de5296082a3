import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/common/common.schemas.ts';
import {
  AccreditationSchema,
  HospitalBadgesQuerySchema,
  HospitalBadgesSchema,
  HospitalPhotoSchema,
  HospitalProfilePageSchema,
  OwnHospitalProfileSchema,
  PhotoFormatSchema,
  UpdateHospitalProfileInputSchema,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { authorize } from '../auth/authorize.ts';
import type { RecordsVault } from '../records/records.service.ts';
import { SEALED_FILE_CSP } from '../records/sealed-files.service.ts';
import {
  addAccreditation,
  addPhoto,
  openEvidence,
  openPhoto,
  removeAccreditation,
  removePhoto,
  type ProfileFilesContext,
} from './hospital-profile-files.service.ts';
import {
  getHospitalBadges,
  getProfilePage,
  loadOwnProfile,
  saveOwnProfile,
  submitOwnProfile,
} from './hospital-profiles.service.ts';
import { hospitalVerificationRoutes } from './hospital-verification.routes.ts';
import { readProfileUpload } from './profile-upload.ts';

/** Served files: the detected type, no sniffing, nothing in them may run. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': SEALED_FILE_CSP,
};

/**
 * Verified hospital profiles (issue #17, ADR 0050). `/api/hospital-profile…`: the signed-in
 * hospital edits its own profile, uploads evidence and photos, and submits it (hospitals only;
 * admins 403). `/api/hospital-profiles/{id}`: the profile page, any signed-in user.
 * `/api/hospital-photos/{id}/{format}`: a photo, anyone. Uploads are multipart/form-data, parsed
 * only inside this plugin.
 */
export const hospitalProfilesRoutes: FastifyPluginAsyncZod<{ vault: RecordsVault }> = async (
  app,
  options,
) => {
  const { db } = app;
  const tags = ['hospital-profiles'];
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(hospitalVerificationRoutes);
  const context = (request: FastifyRequest): ProfileFilesContext => ({
    db,
    log: request.log,
    ...options.vault,
  });

  app.get(
    '/api/hospital-profile',
    { schema: { tags, response: { 200: OwnHospitalProfileSchema } } },
    async (request) => loadOwnProfile(db, await authorize(db, request, ['hospital'])),
  );

  app.put(
    '/api/hospital-profile',
    {
      schema: {
        tags,
        body: UpdateHospitalProfileInputSchema,
        response: { 200: OwnHospitalProfileSchema },
      },
    },
    async (request) => {
      const hospital = await authorize(db, request, ['hospital']);
      return saveOwnProfile(db, hospital, request.body);
    },
  );

  app.post(
    '/api/hospital-profile/submit',
    { schema: { tags, response: { 200: OwnHospitalProfileSchema } } },
    async (request) => submitOwnProfile(db, await authorize(db, request, ['hospital'])),
  );

  app.post(
    '/api/hospital-profile/accreditations',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: AccreditationSchema } },
    },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      const upload = await readProfileUpload(request);
      return reply.status(201).send(await addAccreditation(context(request), hospital, upload));
    },
  );

  app.delete(
    '/api/hospital-profile/accreditations/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      await removeAccreditation(context(request), hospital, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/hospital-profile/accreditations/:id/evidence',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const reader = await authorize(db, request, ['hospital', 'admin']);
      const file = await openEvidence(context(request), reader, request.params.id);
      return reply
        .headers({
          ...FILE_HEADERS,
          'content-type': file.mediaType,
          'content-length': String(file.sizeBytes),
          'content-disposition': 'inline',
        })
        .send(file.content);
    },
  );

  app.post(
    '/api/hospital-profile/photos',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: HospitalPhotoSchema } },
    },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      const upload = await readProfileUpload(request);
      return reply.status(201).send(await addPhoto(context(request), hospital, upload));
    },
  );

  app.delete(
    '/api/hospital-profile/photos/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const hospital = await authorize(db, request, ['hospital']);
      await removePhoto(context(request), hospital, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/hospital-photos/:id/:format',
    {
      schema: {
        tags,
        params: z.strictObject({ id: z.string(), format: PhotoFormatSchema }),
      },
    },
    async (request, reply) => {
      const photo = await openPhoto(context(request), request.params.id, request.params.format);
      return reply
        .headers({
          ...FILE_HEADERS,
          'content-type': `image/${request.params.format}`,
          'content-length': String(photo.sizeBytes),
        })
        .send(photo.content);
    },
  );

  app.get(
    '/api/hospital-profiles/badges',
    {
      schema: {
        tags,
        querystring: HospitalBadgesQuerySchema,
        response: { 200: z.array(HospitalBadgesSchema) },
      },
    },
    async (request) => {
      await authorize(db, request, 'any');
      return getHospitalBadges(db, request.query.hospitalIds);
    },
  );

  app.get(
    '/api/hospital-profiles/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: HospitalProfilePageSchema } } },
    async (request) => {
      const viewer = await authorize(db, request, 'any');
      return getProfilePage(db, viewer, request.params.id);
    },
  );
};
