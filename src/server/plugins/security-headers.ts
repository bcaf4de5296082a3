import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Client paths whose page loads Stripe.js (the payment page, ADR 0014). */
export const PAYMENT_PAGE_PREFIX = '/pay/';

/**
 * The CSP of the payment page only (SECURITY §3: Stripe's hosts only where payments need them):
 * the app's own policy plus Stripe.js, its frames (Payment Element, 3-D Secure) and its API.
 */
export const PAYMENT_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * helmet headers and the CSP of SECURITY §3, `Cache-Control: no-store` on `/api`, HSTS only on
 * https origins. The API reference at `/api/docs` needs inline scripts and styles, so it gets a
 * CSP of its own there; the payment page (`/pay/…`) gets {@link PAYMENT_PAGE_CSP}.
 * `formRedirectOrigins` are origins a same-origin form may be redirected to: the sign-out form
 * ends at the OpenID provider's logout page (ADR 0015), and `form-action` also governs redirects.
 *
 * helmet's middleware is built once here and applied to each response: @fastify/helmet rebuilds
 * it, parsing the CSP directives anew, on every request (4 % of the CPU of a public list call,
 * ADR 0035).
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: { isHttps: boolean; formRedirectOrigins?: readonly string[] },
  ) => {
    const applyHelmetHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...(options.formRedirectOrigins ?? [])],
        },
      },
      hsts: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet 8 throws instead of passing errors on; it calls back only on success.
      applyHelmetHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      if (request.method === 'GET' && request.url.startsWith(PAYMENT_PAGE_PREFIX)) {
        reply.header('content-security-policy', PAYMENT_PAGE_CSP);
      }
    });
  },
);
