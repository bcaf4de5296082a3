import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Response compression (ADR 0034): brotli, else gzip, by the request's Accept-Encoding, for
 * bodies of 1 KB and more; identity clients get the plain body. Replies already encoded — the
 * client's `.br`/`.gz` files written at build time — pass through untouched, never compressed
 * twice. Brotli runs at quality 4 (the plugin's default), fast enough per request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { encodings: ['br', 'gzip'] });
});
