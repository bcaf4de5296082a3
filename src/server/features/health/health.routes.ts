import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import type { DatabaseHandle } from '../../db/database.ts';

/** `GET /api/health` (DESIGN §4): 200 `{"status":"ok"}` when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  options,
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await options.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .send({ message: 'The database is not answering', code: 'UNAVAILABLE' });
      }
    },
  );
};
