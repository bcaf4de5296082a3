/** Query parameter carrying where to go after signing in (`/login?next=…`, `/?next=…`). */
export const RETURN_PATH_PARAM = 'next';

const MAX_RETURN_PATH_LENGTH = 500;

/**
 * The `?next=` path of `search` (a location's query string, with or without `?`) when it is safe
 * to navigate to: a same-origin path starting with one `/` (not `//host` or `/\host`, which
 * browsers treat as another origin), without control characters, at most 500 characters.
 * Anything else gives null, so a crafted link cannot send a user off-site (OWASP unvalidated
 * redirects).
 */
export function readReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  if (!next || next.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
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
