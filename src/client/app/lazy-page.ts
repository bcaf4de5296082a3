import { lazy, type ReactNode } from 'react';

/**
 * A page component loaded on demand (its own chunk), so visitors download only the landing and
 * sign-in code. `name` is the module's named export; its props `P` are kept.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
