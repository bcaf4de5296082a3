import { BidSchema } from '#shared/bids/bids.schemas.ts';
import { DASHBOARD_RECENT_ITEMS } from '#shared/common/constants.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/bids/patient`: bids on the caller's own requests, newest first (patient). */
export const patientBidsPath = '/api/bids/patient';

/** Prefix of every cached view of this list; invalidate it when a bid on the caller's requests changes. */
export const patientBidsQueryKey = [patientBidsPath] as const;

/** One page of bids on the caller's requests; `path` is the first page or a `Link` target. */
export function fetchPatientBidsPage(path: string = patientBidsPath, signal?: AbortSignal) {
  return fetchListPage(path, BidSchema, signal);
}

/** The 3 most recent bids on the caller's requests (patient dashboard, SPEC §2.5). */
export function useRecentPatientBids() {
  return useRecentList(patientBidsPath, BidSchema, DASHBOARD_RECENT_ITEMS);
}
