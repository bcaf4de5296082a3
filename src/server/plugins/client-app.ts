import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasCookie } from '../lib/has-cookie.ts';

/** Where `vite build` writes the client. */
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Folder of the build holding the public pages rendered at build time (ADR 0034), one
 * `<name>.html` per path: `index.html` is `/`, `faq.html` is `/faq`.
 */
export const PRERENDERED_DIR = 'prerendered';

/** Page loads: GET, and HEAD, which answers as GET would without the body (RFC 9110 §9.3.2). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** Path → file name (in `dir`) of every prerendered page of the build. */
function findPrerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, file);
  }
  return pages;
}

/**
 * Serves the built client (`clientDir`, by default {@link CLIENT_DIST_DIR}) and answers every
 * other GET or HEAD outside `/api` with `index.html`, so the client router handles deep links.
 * Files come brotli- or gzip-compressed from their `.br`/`.gz` twins written at build time
 * when the client accepts it (ADR 0034). A public page rendered at build time is served
 * instead of `index.html` to visitors without a `sessionCookie` (so certainly signed out)
 * opening it without a query; signed in, the page would differ, hence `Vary: Cookie`.
 * Hashed assets are cached for a year; pages never. Without a build (API-only tests) non-API
 * paths are plain 404s.
 */
export const clientAppPlugin = fp(
  async (app: FastifyInstance, options: { clientDir?: string; sessionCookie: string }) => {
    const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
    const hasBuild = existsSync(`${clientDir}/index.html`);
    const prerenderedDir = `${clientDir}/${PRERENDERED_DIR}`;
    const prerenderedPages = findPrerenderedPages(prerenderedDir);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The prerendered pages are answers to their paths, not files of their own.
        allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`),
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    /** The prerendered page answering a page load of `request`, if any. */
    function prerenderedPageOf(request: FastifyRequest): string | undefined {
      const [pathname = '', query] = request.url.split('?', 2);
      if (query !== undefined || hasCookie(request, options.sessionCookie)) return undefined;
      return prerenderedPages.get(pathname);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPageRequest =
        PAGE_METHODS.has(request.method) &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api';
      if (hasBuild && isPageRequest) {
        reply.header('cache-control', 'no-cache');
        if (prerenderedPages.size > 0) reply.header('vary', 'cookie');
        const prerendered = prerenderedPageOf(request);
        return prerendered
          ? reply.sendFile(prerendered, prerenderedDir)
          : reply.sendFile('index.html');
      }
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    });
  },
);
