import type { z } from 'zod';
import { apiRequestWithResponse } from '#client/lib/api-client.ts';

/** One page of a paginated list (DESIGN §4): its items and the path of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextPath: string | null;
}

/**
 * The target of `rel="next"` in a `Link` header (RFC 8288), e.g.
 * `</api/bids/hospital?limit=50&cursor=…>; rel="next"` → `/api/bids/hospital?limit=50&cursor=…`.
 * Null when absent.
 */
export function parseNextLink(linkHeader: string | null): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

/**
 * GETs one page of a list endpoint through the fetch wrapper and validates it with
 * `itemSchema`; the next page's path comes from the `Link` header. Fails like every call:
 * ApiError with `'{status}: {message}'` (SPEC §8).
 */
export async function fetchListPage<T>(
  path: string,
  itemSchema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const { data, response } = await apiRequestWithResponse<unknown>('GET', path, undefined, {
    signal,
  });
  return {
    items: itemSchema.array().parse(data),
    nextPath: parseNextLink(response.headers.get('link')),
  };
}

/** `path` with `?limit=` set, for the dashboards' "3 most recent" lists (SPEC §2.5). */
export function withLimit(path: string, limit: number): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('limit', String(limit));
  return `${base}?${params.toString()}`;
}
