/**
 * `data-prerendered` of `#root` in a page the server sends already rendered for a visitor it
 * knows is signed out: the public pages rendered at build time (ADR 0034) and the catalogue
 * pages rendered per request (ADR 0055). The browser then starts from that page (App's
 * `initialUser` null) and hydrates it instead of rendering from scratch.
 */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

/**
 * `id` of the `<script type="application/json">` block after `#root` in a server-rendered
 * catalogue page: the data cache's queries the page was rendered from (TanStack Query's
 * dehydrated state), which the client's data cache starts with, so it neither shows a loader
 * nor asks the API again (ADR 0055).
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
