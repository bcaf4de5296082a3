/**
 * `data-prerendered` of `#root` in a page rendered at build time (ADR 0034): the page shows
 * the signed-out app, which the browser then starts from (App's `initialUser` null).
 */
export const PRERENDERED_SIGNED_OUT = 'signed-out';
