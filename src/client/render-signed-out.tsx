/*
 * Server-side rendering of the signed-out app, shared by the build's prerendering of the public
 * pages (prerender.tsx, ADR 0034) and the catalogue pages' per-request rendering
 * (catalogue-ssr.tsx, ADR 0055): the browser's first render of such a page is the same, so it
 * hydrates the HTML instead of replacing it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '#client/app/app.tsx';

/**
 * The HTML of `#root` for the signed-out app at `path` (path and query, e.g.
 * `/hospitals?country=IN`) with `client` as its data cache, once every lazy part has loaded.
 * Rejects when the HTML would need an inline script, which the CSP forbids (SECURITY §3).
 */
export async function renderSignedOutApp(client: QueryClient, path: string): Promise<string> {
  // One pass, no boundary outlined for later: completing one takes an inline script.
  const { prelude } = await prerender(
    <StrictMode>
      <App client={client} initialUser={null} ssrPath={path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script(?![^>]*\ssrc=)/.test(html)) throw new Error(`${path} rendered an inline script`);
  return html;
}
