/*
 * The contract between the server and the catalogue pages' server-rendering bundle (ADR 0055):
 * `vite build` compiles src/client/catalogue-ssr.tsx into dist/ssr/catalogue-ssr.js, and the
 * server loads that file at runtime (it never imports client source, CONVENTIONS 1) and calls
 * its `renderCataloguePage` for each catalogue page it sends.
 */

/** Which page of the public catalogue (issue #17). */
export type CataloguePageKind = 'treatment' | 'hospitals' | 'hospital';

/** One catalogue page to render. */
export interface CataloguePageRequest {
  kind: CataloguePageKind;
  /** The procedure's or hospital's slug; '' for the hospital list. */
  slug: string;
  /** The page's path and query as requested, e.g. `/hospitals?country=IN`. */
  url: string;
}

/** A GET of the public API answered in-process, as the browser would get it. */
export interface ApiReadResult {
  /** HTTP status, e.g. 200 or 404. */
  status: number;
  /** The JSON body, parsed (unvalidated). */
  body: unknown;
  /** The `Link` header (the next page of a list, DESIGN §4), or null. */
  link: string | null;
}

/** Reads `path` (e.g. `/api/treatments/knee-replacement`) from the server's own API, signed out. */
export type ReadApi = (path: string) => Promise<ApiReadResult>;

/** A page rendered on the server. */
export interface RenderedCataloguePage {
  /** The HTML of `#root`: the signed-out app on that page, as the browser's first render. */
  html: string;
  /** The data cache's queries the page read (TanStack Query's dehydrated state), as JSON. */
  queryState: unknown;
}

/**
 * What dist/ssr/catalogue-ssr.js exports: renders `page` signed out with the data `readApi`
 * gives. Rejects when an API answer is not 200 or the render fails; the server then sends the
 * page's plain HTML instead.
 */
export interface CataloguePageRenderer {
  renderCataloguePage(page: CataloguePageRequest, readApi: ReadApi): Promise<RenderedCataloguePage>;
}
