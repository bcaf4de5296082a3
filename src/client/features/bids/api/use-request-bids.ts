import { BidSchema } from '#shared/bids/bids.schemas.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';

/**
 * `GET /api/bids/request/{requestId}` path: every bid for the request's owner and admins, only
 * its own bid for a hospital (SECURITY §1).
 */
export function requestBidsPath(requestId: string): string {
  return `/api/bids/request/${encodeURIComponent(requestId)}`;
}

/** Prefix of every cached view of a request's bids. */
export function requestBidsQueryKey(requestId: string) {
  return [requestBidsPath(requestId)] as const;
}

/** One page of a request's bids; `path` is the first page or a `Link: rel="next"` target. */
export function fetchRequestBidsPage(path: string, signal?: AbortSignal) {
  return fetchListPage(path, BidSchema, signal);
}

/** The bids on a request, page by page (request detail, SPEC §2.7). */
export function useRequestBids(requestId: string, options: { enabled?: boolean } = {}) {
  return usePagedList(requestBidsPath(requestId), BidSchema, options);
}
