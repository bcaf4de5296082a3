import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HospitalSummarySchema,
  PatientSummarySchema,
} from '#shared/dashboards/dashboards.schemas.ts';
import { authorize } from '../auth/authorize.ts';
import { getHospitalSummary, getPatientSummary } from './dashboards.service.ts';

/** Summary endpoints behind the dashboards' stat cards (DESIGN §4: counts, never whole lists). */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['dashboards'];

  app.get(
    '/api/dashboard/patient',
    { schema: { tags, response: { 200: PatientSummarySchema } } },
    async (request) => getPatientSummary(db, await authorize(db, request, ['patient', 'admin'])),
  );

  app.get(
    '/api/dashboard/hospital',
    { schema: { tags, response: { 200: HospitalSummarySchema } } },
    async (request) => getHospitalSummary(db, await authorize(db, request, ['hospital', 'admin'])),
  );
};
