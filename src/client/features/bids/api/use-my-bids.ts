import { BidSchema } from '#shared/bids/bids.schemas.ts';
import { DASHBOARD_RECENT_ITEMS } from '#shared/common/constants.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/bids/hospital`: the caller's own bids, newest first (hospital, admin). */
export const myBidsPath = '/api/bids/hospital';

/** Prefix of every cached view of this list; invalidate it when the caller bids. */
export const myBidsQueryKey = [myBidsPath] as const;

/** One page of the caller's bids; `path` is the first page or a `Link: rel="next"` target. */
export function fetchMyBidsPage(path: string = myBidsPath, signal?: AbortSignal) {
  return fetchListPage(path, BidSchema, signal);
}

/** All of the caller's bids, page by page (My Bids, SPEC §2.8). */
export function useMyBids() {
  return usePagedList(myBidsPath, BidSchema);
}

/** The caller's 3 most recent bids (hospital dashboard, SPEC §2.5). */
export function useRecentMyBids() {
  return useRecentList(myBidsPath, BidSchema, DASHBOARD_RECENT_ITEMS);
}
