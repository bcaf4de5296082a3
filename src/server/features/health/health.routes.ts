import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-health.ts';
import type { DatabaseHandle } from '../../db/database.ts';

/** `GET /api/health` while the database answers (DESIGN §4, plus the database's state). */
const HealthySchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** `GET /api/health` while the database does not answer: the error envelope plus its state. */
const UnhealthySchema = ErrorEnvelopeSchema.extend({
  database: z.literal('down'),
  /** Since when the database has been down (ISO 8601). */
  downSince: z.iso.datetime(),
});

/**
 * `GET /api/health` (DESIGN §4): 200 `{"status":"ok","database":"up"}` when the database answers
 * a trivial query within a second, else 503 with `Retry-After` and `database: "down"`. While
 * the breaker already knows the database is down (ADR 0024) it answers at once without a query.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  options,
) => {
  const { health } = options.database;
  health.onChange((state, downForMs) => {
    if (state === 'down') app.log.warn('database unavailable: answering 503 until it is back');
    else app.log.info({ downForMs }, 'database available again');
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthySchema, 503: UnhealthySchema },
      },
    },
    async (_request, reply) => {
      if ((await health.check()) === 'up')
        return { status: 'ok' as const, database: 'up' as const };
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          message: 'The database is not answering',
          code: 'UNAVAILABLE',
          database: 'down',
          downSince: new Date(health.downSinceMs ?? Date.now()).toISOString(),
        });
    },
  );
};
