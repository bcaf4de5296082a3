import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogueHospitalSchema,
  HospitalFilterOptionsSchema,
  HospitalListQuerySchema,
  SlugParamsSchema,
  TreatmentSchema,
  TreatmentSummarySchema,
} from '#shared/catalogue/catalogue.schemas.ts';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { setNextPageLink } from '../../lib/pagination.ts';
import { getHospitalFilterOptions } from '../hospital-profiles/profile-catalogue-facts.service.ts';
import { getCatalogueHospital, listCatalogueHospitals } from './hospital-catalogue.service.ts';
import { getTreatment, listTreatments } from './treatments.service.ts';

/**
 * The public catalogue's data (issue #17, ADR 0053/0054): procedures and verified hospitals,
 * open to everyone, signed in or not — nothing here is personal.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['catalogue'];

  app.get(
    '/api/treatments',
    { schema: { tags, response: { 200: z.array(TreatmentSummarySchema) } } },
    () => listTreatments(),
  );

  app.get(
    '/api/treatments/:slug',
    {
      schema: {
        tags,
        params: SlugParamsSchema,
        response: { 200: TreatmentSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => getTreatment(db, request.params.slug),
  );

  app.get(
    '/api/hospitals',
    {
      schema: {
        tags,
        querystring: HospitalListQuerySchema,
        response: { 200: z.array(CatalogueHospitalSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const page = await listCatalogueHospitals(db, request.query);
      setNextPageLink(request, reply, request.query, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/hospital-filters',
    { schema: { tags, response: { 200: HospitalFilterOptionsSchema } } },
    () => getHospitalFilterOptions(db),
  );

  app.get(
    '/api/hospitals/:slug',
    {
      schema: {
        tags,
        params: SlugParamsSchema,
        response: { 200: CatalogueHospitalSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => getCatalogueHospital(db, request.params.slug),
  );
};
