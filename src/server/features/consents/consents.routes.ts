import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsentPurposeParamsSchema,
  ConsentSchema,
  GiveConsentInputSchema,
} from '#shared/consents/consents.schemas.ts';
import { authorize } from '../auth/authorize.ts';
import { giveConsent, listConsents, withdrawConsent } from './consents.service.ts';

/**
 * Consent records (issue #14, ADR 0041): every signed-in account, whatever its role, reads,
 * gives and withdraws its own consents; nobody else's.
 */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['consents'];

  app.get(
    '/api/consents',
    { schema: { tags, response: { 200: z.array(ConsentSchema) } } },
    async (request) => listConsents(db, await authorize(db, request, 'any')),
  );

  app.post(
    '/api/consents',
    { schema: { tags, body: GiveConsentInputSchema, response: { 200: ConsentSchema } } },
    async (request) => giveConsent(db, await authorize(db, request, 'any'), request.body),
  );

  app.delete(
    '/api/consents/:purpose',
    { schema: { tags, params: ConsentPurposeParamsSchema, response: { 200: ConsentSchema } } },
    async (request) =>
      withdrawConsent(db, await authorize(db, request, 'any'), request.params.purpose),
  );
};
