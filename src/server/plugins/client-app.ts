import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where `vite build` writes the client. */
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Page loads: GET, and HEAD, which answers as GET would without the body (RFC 9110 §9.3.2). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Serves the built client (`clientDir`, by default {@link CLIENT_DIST_DIR}) and answers every
 * other GET or HEAD outside `/api` with `index.html`, so the client router handles deep links.
 * Hashed assets are cached for a year; `index.html` never. Without a build (API-only tests)
 * non-API paths are plain 404s.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, options: { clientDir?: string }) => {
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const hasBuild = existsSync(`${clientDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      PAGE_METHODS.has(request.method) &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (hasBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
