/** Longest `?next=` return path accepted. */
export const MAX_RETURN_PATH_LENGTH = 500;

/**
 * True when `next` is safe to send a user to after sign-in: a same-origin path starting with
 * one `/` (not `//host` or `/\host`, which browsers treat as another origin), without control
 * characters, at most 500 characters. Anything else could send a user off-site from a crafted
 * link (OWASP unvalidated redirects). Used by the client and by `/api/login` (ADR 0015).
 */
export function isSafeReturnPath(next: unknown): next is string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_RETURN_PATH_LENGTH) {
    return false;
  }
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return !/[\u0000-\u001f\u007f]/.test(next);
}
