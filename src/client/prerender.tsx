/*
 * Build-time rendering of the public pages (ADR 0034), run by the Vite build
 * (build-tools/prerender-public-pages.ts) through an SSR build of this module: each page renders
 * signed out, as the browser's first render will, so the browser hydrates it instead of
 * rendering from scratch and the page shows before any JavaScript runs.
 */
import {
  SIGNED_OUT_APP_ROUTES,
  routeTitle,
  type SignedOutPattern,
} from '#client/app/route-registry.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { documentTitle } from '#client/lib/page-title.ts';
import { renderSignedOutApp } from '#client/render-signed-out.tsx';

export { PRERENDERED_SIGNED_OUT } from '#shared/rendering/prerendered.ts';

/** A public page rendered at build time. */
export interface PrerenderedPage {
  /** Its path, a route pattern without parameters. */
  path: SignedOutPattern;
  /** File name under the build's `prerendered/` folder; the server maps it back to `path`. */
  file: string;
  /**
   * The modules it renders at once, relative to src/client (keys of Vite's manifest), to
   * preload: its page module, and the data cache for a page that fetches.
   */
  modules: readonly string[];
}

/** The data cache a signed-out page that fetches loads with it (route-view.tsx). */
export const DATA_CACHE_MODULE = 'lib/query-provider.tsx';

/** A page to prerender at `path`, into `file`, whose page module is `pageModule`. */
function prerenderedPage(
  path: SignedOutPattern,
  file: string,
  pageModule: string,
): PrerenderedPage {
  const modules = SIGNED_OUT_APP_ROUTES[path].isStatic
    ? [pageModule]
    : [pageModule, DATA_CACHE_MODULE];
  return { path, file, modules };
}

/**
 * The public pages rendered at build time: the ones visitors land on. `/login`'s sign-in form
 * stays disabled until hydrated, so it is never sent before its code runs (ADR 0034).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  prerenderedPage('/', 'index.html', 'features/marketing/pages/landing-page.tsx'),
  prerenderedPage('/faq', 'faq.html', 'features/support/pages/faq-page.tsx'),
  prerenderedPage(
    '/grievance-info',
    'grievance-info.html',
    'features/support/pages/grievance-info-page.tsx',
  ),
  prerenderedPage('/login', 'login.html', 'features/auth/pages/login-page.tsx'),
];

/**
 * The HTML of `#root` for `page` signed out, once every lazy part has loaded, and its
 * document title (which the app sets on mount).
 */
export async function renderPage(page: PrerenderedPage): Promise<{ html: string; title: string }> {
  const client = createQueryClient();
  const html = await renderSignedOutApp(client, page.path);
  client.clear();
  return { html, title: documentTitle(routeTitle(SIGNED_OUT_APP_ROUTES[page.path], null)) };
}
