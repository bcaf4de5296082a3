import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paths } from '#shared/navigation/paths.ts';
import { MAX_PAGE_LIMIT } from '#shared/common/constants.ts';
import { TREATMENT_CATALOGUE } from '#shared/catalogue/treatments.ts';
import { HospitalFiltersSchema } from '#shared/catalogue/catalogue.schemas.ts';
import type { CataloguePageKind } from '#shared/catalogue/catalogue-rendering.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasCookie } from '../../lib/has-cookie.ts';
import {
  hospitalDocument,
  hospitalListDocument,
  renderCatalogueDocument,
  treatmentDocument,
  type CatalogueDocument,
  type RenderedMain,
} from './catalogue-html.ts';
import {
  CATALOGUE_TEMPLATE_FILE,
  loadCatalogueRenderer,
  readApiThrough,
} from './catalogue-renderer.ts';
import { getCatalogueHospital, listCatalogueHospitals } from './hospital-catalogue.service.ts';
import { getTreatment } from './treatments.service.ts';
import { getHospitalFilterOptions } from '../hospital-profiles/profile-catalogue-facts.service.ts';

/** The document used when the client is not built (API-only tests): the same head and root. */
const BARE_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>CareAbroad</title></head><body><div id="root"></div></body></html>';

/** Hospitals the sitemap lists at most: one page of the catalogue's list per request. */
const SITEMAP_HOSPITALS = MAX_PAGE_LIMIT;

const NOT_FOUND_DOCUMENT: CatalogueDocument = {
  title: 'Page not found',
  description: 'This page does not exist.',
  canonicalPath: '/',
  mainHtml: '<main id="main"><h1>404 Page Not Found</h1></main>',
};

const INVALID_FILTER_DOCUMENT: CatalogueDocument = {
  title: 'Verified hospitals',
  description: 'This filter of the hospital list is not valid.',
  canonicalPath: cataloguePaths.hospitals,
  mainHtml: `<main id="main"><h1>Verified hospitals</h1><p>This filter is not valid. <a href="${cataloguePaths.hospitals}">Show all hospitals</a></p></main>`,
};

/** The list page's filters; other parameters (a campaign's `utm_source`) are ignored. */
const PageFiltersSchema = z.object(HospitalFiltersSchema.shape);

/**
 * The query of a submitted filter form without its empty fields ("Any" sends `country=`), as
 * the API's filters expect: absent, not empty.
 */
function withoutEmptyValues(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== ''),
  );
}

/** The catalogue page a request is for, as the React app routes it. */
interface PageOf {
  kind: CataloguePageKind;
  slug: string;
}

/** Options of {@link cataloguePagesRoutes}. */
export interface CataloguePagesOptions {
  db: Database;
  /** The built client's folder: its index.html is the template without an SSR build. */
  clientDir: string;
  /** The SSR build's folder: its renderer and document, when built (ADR 0055). */
  ssrDir: string;
  /** The public origin, for canonical links and the sitemap. */
  appOrigin: string;
  /** The session cookie's name: without it a visitor is signed out. */
  sessionCookie: string;
}

/** `file`'s text, or undefined when it does not exist. */
function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Server-rendered public catalogue (issue #17, ADR 0055): `/treatments/{slug}`, `/hospitals`
 * and `/hospitals/{slug}` as HTML with their head tags and the React page rendered by the SSR
 * build with its data (plain HTML without that build, or if it fails); `/sitemap.xml` listing
 * them with `/`; `/robots.txt` pointing to it. The pages are the same for everyone; only a
 * visitor without a session cookie gets them marked for hydration (the client renders the
 * signed-in variant from scratch), hence `Vary: Cookie`.
 */
export const cataloguePagesRoutes: FastifyPluginAsync<CataloguePagesOptions> = async (
  app,
  { db, clientDir, ssrDir, appOrigin, sessionCookie },
) => {
  const renderer = await loadCatalogueRenderer(ssrDir);
  const readApi = readApiThrough(app);
  const template =
    (renderer && readIfExists(`${ssrDir}/${CATALOGUE_TEMPLATE_FILE}`)) ??
    readIfExists(`${clientDir}/index.html`) ??
    BARE_TEMPLATE;

  /** `page` rendered by the SSR build, or undefined without one or when it fails (logged). */
  async function renderMain(
    request: FastifyRequest,
    page: PageOf,
  ): Promise<RenderedMain | undefined> {
    if (!renderer) return undefined;
    try {
      const rendered = await renderer.renderCataloguePage({ ...page, url: request.url }, readApi);
      return { ...rendered, isSignedOut: !hasCookie(request, sessionCookie) };
    } catch (error) {
      request.log.error({ err: error }, 'catalogue page rendering failed; sending plain HTML');
      return undefined;
    }
  }

  function sendDocument(
    reply: FastifyReply,
    doc: CatalogueDocument,
    { status = 200, rendered }: { status?: number; rendered?: RenderedMain } = {},
  ) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(renderCatalogueDocument({ template, doc, origin: appOrigin, rendered }));
  }

  /**
   * `render`'s document with `page` rendered by the SSR build, or the 404 page when `render`
   * throws a not-found application error.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { page, render }: { page: PageOf; render: () => Promise<CatalogueDocument> },
  ) {
    let doc: CatalogueDocument;
    try {
      doc = await render();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        return sendDocument(reply, NOT_FOUND_DOCUMENT, { status: 404 });
      }
      throw error;
    }
    return sendDocument(reply, doc, { rendered: await renderMain(request, page) });
  }

  app.get<{ Params: { slug: string } }>('/treatments/:slug', (request, reply) => {
    const { slug } = request.params;
    return sendPage(request, reply, {
      page: { kind: 'treatment', slug },
      render: async () => treatmentDocument(await getTreatment(db, slug), appOrigin),
    });
  });

  app.get(cataloguePaths.hospitals, (request, reply) => {
    const filters = PageFiltersSchema.safeParse(withoutEmptyValues(request.query));
    if (!filters.success) return sendDocument(reply, INVALID_FILTER_DOCUMENT, { status: 400 });
    return sendPage(request, reply, {
      page: { kind: 'hospitals', slug: '' },
      render: async () => {
        const [page, options] = await Promise.all([
          listCatalogueHospitals(db, { limit: MAX_PAGE_LIMIT, ...filters.data }),
          getHospitalFilterOptions(db),
        ]);
        return hospitalListDocument(page.items, filters.data, options);
      },
    });
  });

  app.get<{ Params: { slug: string } }>('/hospitals/:slug', (request, reply) => {
    const { slug } = request.params;
    return sendPage(request, reply, {
      page: { kind: 'hospital', slug },
      render: async () => hospitalDocument(await getCatalogueHospital(db, slug), appOrigin),
    });
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const hospitals = await listCatalogueHospitals(db, { limit: SITEMAP_HOSPITALS });
    const pagePaths = [
      '/',
      paths.faq,
      cataloguePaths.hospitals,
      ...TREATMENT_CATALOGUE.treatments.map((entry) => cataloguePaths.treatment(entry.slug)),
      ...hospitals.items.map((hospital) => cataloguePaths.hospital(hospital.slug)),
    ];
    const urls = pagePaths.map((path) => `<url><loc>${appOrigin}${path}</loc></url>`).join('');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
      );
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nSitemap: ${appOrigin}/sitemap.xml\n`),
  );
};
