import { isSafeReturnPath } from '#shared/navigation/return-path.ts';

/** Query parameter carrying where to go after signing in (`/login?next=…`, `/?next=…`). */
export const RETURN_PATH_PARAM = 'next';

/**
 * The `?next=` path of `search` (a location's query string, with or without `?`) when it is safe
 * to navigate to (see {@link isSafeReturnPath}: a same-origin path, at most 500 characters);
 * anything else gives null, so a crafted link cannot send a user off-site.
 */
export function readReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  return isSafeReturnPath(next) ? next : null;
}

/** The pathname of a same-origin path with its query and fragment removed. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

/**
 * `path` carrying `next` on as its `?next=` (for example `/?next=…` after sign-in); `path` alone
 * when `next` is null.
 */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}` : path;
}
