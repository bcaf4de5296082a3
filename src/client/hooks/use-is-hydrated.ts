import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a page rendered at build time (the HTML's own state), true once
 * the page's code runs it, and from the start when the client renders the page itself. Forms
 * of a prerendered page stay disabled until then: sent before, they would post to the page
 * itself and lose what was typed (ADR 0034).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
