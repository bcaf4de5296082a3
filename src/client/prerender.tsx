/*
 * Build-time rendering of the public pages (ADR 0034), run by the Vite build
 * (build-tools/prerender-public-pages.ts) through an SSR build of this module: each page renders
 * signed out, as the browser's first render will, so the browser hydrates it instead of
 * rendering from scratch and the page shows before any JavaScript runs.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { RoutePattern } from '#shared/navigation/role-routes.ts';
import { App } from '#client/app/app.tsx';
import { APP_ROUTES, routeTitle } from '#client/app/route-registry.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { documentTitle } from '#client/lib/page-title.ts';

export { PRERENDERED_SIGNED_OUT } from '#client/app/prerendered.ts';

/** A public page rendered at build time. */
export interface PrerenderedPage {
  /** Its path, a route pattern without parameters. */
  path: RoutePattern;
  /** File name under the build's `prerendered/` folder; the server maps it back to `path`. */
  file: string;
  /** Its page module, relative to src/client (a key of Vite's manifest), to preload. */
  pageModule: string;
}

/**
 * The public pages rendered at build time: the ones visitors land on. Not `/login`: a form
 * sent before hydration would post nowhere and lose the sign-in (ADR 0034).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', pageModule: 'features/marketing/pages/landing-page.tsx' },
  { path: '/faq', file: 'faq.html', pageModule: 'features/support/pages/faq-page.tsx' },
  {
    path: '/grievance-info',
    file: 'grievance-info.html',
    pageModule: 'features/support/pages/grievance-info-page.tsx',
  },
];

/**
 * The HTML of `#root` for `page` signed out, once every lazy part has loaded, and its
 * document title (which the app sets on mount).
 */
export async function renderPage(page: PrerenderedPage): Promise<{ html: string; title: string }> {
  const client = createQueryClient();
  // One pass, no boundary outlined for later: completing one takes an inline script, which the
  // CSP forbids (SECURITY §3).
  const { prelude } = await prerender(
    <StrictMode>
      <App client={client} initialUser={null} ssrPath={page.path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  client.clear();
  return { html, title: documentTitle(routeTitle(APP_ROUTES[page.path], null)) };
}
