import type { z } from 'zod';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { ApiError } from '#client/lib/api-client.ts';

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

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: z.infer<typeof ErrorEnvelopeSchema> | undefined;
  try {
    const result = ErrorEnvelopeSchema.safeParse(JSON.parse(text));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON: the raw text or the status text below.
  }
  return new ApiError({
    status: res.status,
    code: parsed?.code ?? `HTTP_${res.status}`,
    detail: parsed?.message || text.trim() || res.statusText || 'Request failed',
    issues: parsed?.issues,
  });
}

/**
 * GETs one page of a list endpoint and validates it with `itemSchema`. The shared fetch wrapper
 * (`apiRequest`) returns only the body, and the next page's cursor travels in the `Link`
 * header, so this reads the response itself while failing the same way: ApiError with
 * `'{status}: {message}'` (SPEC §8).
 * TODO(helper-1): move into #client/lib/api-client.ts as a header-aware variant.
 */
export async function fetchListPage<T>(
  path: string,
  itemSchema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const res = await fetch(path, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  const body: unknown = await res.json();
  return {
    items: itemSchema.array().parse(body),
    nextPath: parseNextLink(res.headers.get('link')),
  };
}

/** `path` with `?limit=` set, for the dashboards' "3 most recent" lists (SPEC §2.5). */
export function withLimit(path: string, limit: number): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('limit', String(limit));
  return `${base}?${params.toString()}`;
}
