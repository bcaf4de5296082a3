import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactReceiptSchema,
  GrievanceStatusSchema,
  SupportTicketInputSchema,
} from '#shared/support/support.schemas.ts';
import { supportAdminRoutes } from './support-admin.routes.ts';
import { fileGrievance, lookUpGrievance, submitContactMessage } from './support.service.ts';

/** Grievances filed per minute per IP address. */
const GRIEVANCES_PER_MINUTE = 5;
/** Grievance lookups per minute per IP address (guessing a 140-bit code is hopeless anyway). */
const LOOKUPS_PER_MINUTE = 30;
/** Contact-form messages per minute per IP address. */
const CONTACT_MESSAGES_PER_MINUTE = 5;

const CodeParamsSchema = z.strictObject({ code: z.string() });

/**
 * Grievances and the contact form (SPEC §7, §2.9; SECURITY §1): open to everyone, signed in or
 * not, each rate limited per IP; plus the admin support queue. `perMinute` is the app's rate
 * limit builder (off when `RATE_LIMITS=off`).
 */
export const supportRoutes: FastifyPluginAsyncZod<{
  perMinute: (max: number) => object;
}> = async (app, options) => {
  const { db, mailer, config } = app;
  const tags = ['support'];
  const mailContext = (log: typeof app.log) => ({ mailer, config, log });

  app.post(
    '/api/support',
    {
      config: { rateLimit: options.perMinute(GRIEVANCES_PER_MINUTE) },
      schema: { tags, body: SupportTicketInputSchema, response: { 201: GrievanceStatusSchema } },
    },
    async (request, reply) => {
      const grievance = await fileGrievance(db, mailContext(request.log), request.body);
      return reply.status(201).send(grievance);
    },
  );

  app.get(
    '/api/support/:code',
    {
      config: { rateLimit: options.perMinute(LOOKUPS_PER_MINUTE) },
      schema: { tags, params: CodeParamsSchema, response: { 200: GrievanceStatusSchema } },
    },
    async (request) => lookUpGrievance(db, request.params.code),
  );

  app.post(
    '/api/contact',
    {
      config: { rateLimit: options.perMinute(CONTACT_MESSAGES_PER_MINUTE) },
      schema: { tags, body: SupportTicketInputSchema, response: { 201: ContactReceiptSchema } },
    },
    async (request, reply) => {
      const receipt = await submitContactMessage(db, mailContext(request.log), request.body);
      return reply.status(201).send(receipt);
    },
  );

  await app.register(supportAdminRoutes);
};
