import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { paths } from '#shared/navigation/paths.ts';
import { MAX_PAGE_LIMIT } from '#shared/common/constants.ts';
import { TREATMENT_CATALOGUE } from '#shared/catalogue/treatments.ts';
import { HospitalFiltersSchema } from '#shared/catalogue/catalogue.schemas.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  hospitalDocument,
  hospitalListDocument,
  renderCatalogueDocument,
  treatmentDocument,
  type CatalogueDocument,
} from './catalogue-html.ts';
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

/** Options: the built client's folder (its index.html is the template) and the public origin. */
export interface CataloguePagesOptions {
  db: Database;
  clientDir: string;
  appOrigin: string;
}

/**
 * Server-rendered public catalogue (issue #17, ADR 0055): `/treatments/{slug}`, `/hospitals`
 * and `/hospitals/{slug}` as HTML with their head tags and main content; `/sitemap.xml` listing
 * them with `/`; `/robots.txt` pointing to it. No session is read: the pages are the same for
 * everyone, and the client renders the signed-in variant over them.
 */
export const cataloguePagesRoutes: FastifyPluginAsync<CataloguePagesOptions> = async (
  app,
  { db, clientDir, appOrigin },
) => {
  const indexFile = `${clientDir}/index.html`;
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : BARE_TEMPLATE;

  function sendDocument(reply: FastifyReply, doc: CatalogueDocument, status = 200) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderCatalogueDocument(template, doc, appOrigin));
  }

  /** `render`'s page, or the 404 page when it throws a not-found application error. */
  async function sendPage(reply: FastifyReply, render: () => Promise<CatalogueDocument>) {
    try {
      return sendDocument(reply, await render());
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) {
        return sendDocument(reply, NOT_FOUND_DOCUMENT, 404);
      }
      throw error;
    }
  }

  app.get<{ Params: { slug: string } }>('/treatments/:slug', (request, reply) =>
    sendPage(reply, async () =>
      treatmentDocument(await getTreatment(db, request.params.slug), appOrigin),
    ),
  );

  app.get(cataloguePaths.hospitals, (request, reply) => {
    const filters = PageFiltersSchema.safeParse(withoutEmptyValues(request.query));
    if (!filters.success) return sendDocument(reply, INVALID_FILTER_DOCUMENT, 400);
    return sendPage(reply, async () => {
      const [page, options] = await Promise.all([
        listCatalogueHospitals(db, { limit: MAX_PAGE_LIMIT, ...filters.data }),
        getHospitalFilterOptions(db),
      ]);
      return hospitalListDocument(page.items, filters.data, options);
    });
  });

  app.get<{ Params: { slug: string } }>('/hospitals/:slug', (request, reply) =>
    sendPage(reply, async () =>
      hospitalDocument(await getCatalogueHospital(db, request.params.slug), appOrigin),
    ),
  );

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
