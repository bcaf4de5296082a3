/*
 * The catalogue pages' server rendering (ADR 0055): `vite build` compiles this module into
 * dist/ssr/catalogue-ssr.js, which the server loads at runtime and calls for every
 * `/treatments/{slug}`, `/hospitals` and `/hospitals/{slug}` it sends. The page is the app's
 * signed-out first render with its data, so the browser hydrates it instead of showing a
 * loader and then the page — the HTML the visitor sees first is the page (Lighthouse's LCP).
 */
import { dehydrate } from '@tanstack/react-query';
import type {
  CataloguePageRenderer,
  CataloguePageRequest,
  ReadApi,
  RenderedCataloguePage,
} from '#shared/catalogue/catalogue-rendering.ts';
import { prefetchCataloguePage } from '#client/features/catalogue/api/prefetch-catalogue-page.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { DATA_CACHE_MODULE } from '#client/prerender.tsx';
import { renderSignedOutApp } from '#client/render-signed-out.tsx';

/**
 * The modules a catalogue page renders at once, relative to src/client (keys of Vite's
 * manifest), which its document preloads: the catalogue's pages and the data cache.
 */
export const CATALOGUE_PAGE_MODULES: readonly string[] = [
  'app/pages/catalogue-route.tsx',
  DATA_CACHE_MODULE,
];

/**
 * `page` signed out, with the queries its first render reads fetched through `readApi`, and
 * those queries as the browser's data cache starts with them. Rejects when an API answer is
 * not 200 or the render fails.
 */
export const renderCataloguePage: CataloguePageRenderer['renderCataloguePage'] = async (
  page: CataloguePageRequest,
  readApi: ReadApi,
): Promise<RenderedCataloguePage> => {
  const client = createQueryClient();
  try {
    await prefetchCataloguePage(client, page, readApi);
    // Before rendering, which adds the signed-out current user: a signed-in browser given the
    // page must keep its own.
    const queryState = dehydrate(client);
    return { html: await renderSignedOutApp(client, page.url), queryState };
  } finally {
    client.clear();
  }
};
