import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where `vite build` writes the client. */
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Serves the built client and answers every other GET outside `/api` with `index.html`, so the
 * client router handles deep links. Hashed assets are cached for a year; `index.html` never.
 * Without a build (API-only tests) non-API paths are plain 404s.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance) => {
  const hasBuild = existsSync(`${CLIENT_DIST_DIR}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST_DIR,
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
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
