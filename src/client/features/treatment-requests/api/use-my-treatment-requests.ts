import { TreatmentRequestSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { DASHBOARD_RECENT_ITEMS } from '#shared/common/constants.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { myTreatmentRequestsQueryKey } from '#client/lib/query-keys.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/treatment-requests`: the caller's own requests, newest first (patient, admin). */
const myTreatmentRequestsPath = myTreatmentRequestsQueryKey[0];

/** One page of the caller's requests; `path` is the first page or a `Link: rel="next"` target. */
export function fetchMyTreatmentRequestsPage(
  path: string = myTreatmentRequestsPath,
  signal?: AbortSignal,
) {
  return fetchListPage(path, TreatmentRequestSchema, signal);
}

/** All of the caller's requests, page by page (My Treatment Requests, SPEC §2.7). */
export function useMyTreatmentRequests() {
  return usePagedList(myTreatmentRequestsPath, TreatmentRequestSchema);
}

/** The caller's 3 most recent requests (patient dashboard, SPEC §2.5). */
export function useRecentTreatmentRequests() {
  return useRecentList(myTreatmentRequestsPath, TreatmentRequestSchema, DASHBOARD_RECENT_ITEMS);
}
