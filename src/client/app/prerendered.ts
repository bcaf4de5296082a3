import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';

/**
 * `data-prerendered` of `#root` in a page rendered at build time (ADR 0034): the page shows
 * the signed-out app.
 */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

/**
 * Marks `client` as signed out without asking the server: how the build renders the public
 * pages, and how the browser, served one of them (so without a session cookie), starts.
 */
export function startSignedOut(client: QueryClient): void {
  client.setQueryData(currentUserQueryKey, null);
}
