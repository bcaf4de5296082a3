import { lazy, type ReactNode } from 'react';

/**
 * A page (or another large component) loaded on demand as a chunk of its own, so a page load
 * downloads only what that page shows (ADR 0034). `name` is the module's named export; its props `P` are kept.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
