/*
 * The catalogue pages' server renderer (ADR 0055): the client's SSR build
 * (dist/ssr/catalogue-ssr.js, from src/client/catalogue-ssr.tsx) loaded at runtime, so the
 * server renders the React pages without importing client source (CONVENTIONS 1).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CataloguePageRenderer, ReadApi } from '#shared/catalogue/catalogue-rendering.ts';

/** Where `vite build` writes the SSR build. */
export const SSR_DIST_DIR = fileURLToPath(new URL('../../../../dist/ssr', import.meta.url));

/** The renderer's file in the SSR build. */
const RENDERER_FILE = 'catalogue-ssr.js';

/** The document the build made for catalogue pages (inline styles, app started after paint). */
export const CATALOGUE_TEMPLATE_FILE = 'catalogue.html';

function isRenderer(module: unknown): module is CataloguePageRenderer {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as Partial<CataloguePageRenderer>).renderCataloguePage === 'function'
  );
}

/**
 * The renderer of the SSR build in `ssrDir`, or undefined when there is no build (API-only
 * runs and tests: the pages are then sent as plain HTML).
 * @throws when the file exists but does not export `renderCataloguePage` (a broken build).
 */
export async function loadCatalogueRenderer(
  ssrDir: string,
): Promise<CataloguePageRenderer | undefined> {
  const file = path.join(ssrDir, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isRenderer(module)) throw new Error(`${file} does not export renderCataloguePage`);
  return module;
}

/**
 * Reads the public API in-process through `app`'s own routes, signed out — what the browser
 * would get for the same path, Link header included.
 */
export function readApiThrough(app: FastifyInstance): ReadApi {
  return async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: apiPath });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // Not JSON: the status says what went wrong.
    }
    const link = response.headers.link;
    return { status: response.statusCode, body, link: typeof link === 'string' ? link : null };
  };
}
