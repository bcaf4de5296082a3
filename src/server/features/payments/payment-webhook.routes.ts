import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleStripeWebhook } from './payment-webhook.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the CSRF rule (plugins/csrf.ts): Stripe's webhook only. */
    csrf?: boolean;
  }
}

/**
 * `POST /api/payments/webhook` (DESIGN §5): Stripe's server calls it, so it has no session and
 * opts out of the browser CSRF rule; the signature is its authentication. Registered in a
 * plugin of its own so that the raw-body JSON parser the signature check needs applies to this
 * route only.
 */
export const paymentWebhookRoute: FastifyPluginAsyncZod<{
  gateway: StripeGateway | undefined;
}> = async (app, options) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/payments/webhook',
    {
      config: { csrf: false, acceptsRawBody: true },
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({
            received: z.literal(true),
            duplicate: z.boolean(),
            outcome: z.string().optional(),
          }),
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(app.db, options.gateway, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      });
    },
  );
};
