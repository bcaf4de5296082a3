import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF rule of SECURITY §3, for state-changing `/api` requests: refused (403) when
 * `Sec-Fetch-Site` is `cross-site`, when `Origin` is present and not one of `allowedOrigins` (the
 * app's origin; both loopback names when `APP_ORIGIN` is unset, see config.ts), or when
 * neither `Origin` nor `X-Requested-With` is present. Header-based, so no token round trip;
 * see docs/decisions/0003-csrf-by-headers.md. The Stripe webhook opts out with `config.csrf`.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: readonly string[] }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      if (fetchSite === 'cross-site')
        throw forbidden('Cross-site requests are not allowed', 'CSRF');
      if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
        throw forbidden('Cross-site requests are not allowed', 'CSRF');
      }
      if (origin === undefined && request.headers['x-requested-with'] === undefined) {
        throw forbidden('Cross-site requests are not allowed', 'CSRF');
      }
    });
  },
);
