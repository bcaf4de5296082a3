import { TreatmentRequestSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { DASHBOARD_RECENT_ITEMS } from '#shared/common/constants.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { availableTreatmentRequestsQueryKey } from '#client/lib/query-keys.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/**
 * `GET /api/treatment-requests/available`: open requests, newest first, without the patient's
 * identity (hospital, admin; SECURITY §1).
 */
const availableTreatmentRequestsPath = availableTreatmentRequestsQueryKey[0];

/** One page of open requests; `path` is the first page or a `Link: rel="next"` target. */
export function fetchAvailableTreatmentRequestsPage(
  path: string = availableTreatmentRequestsPath,
  signal?: AbortSignal,
) {
  return fetchListPage(path, TreatmentRequestSchema, signal);
}

/** All open requests, page by page (Browse Treatment Requests, SPEC §2.8). */
export function useAvailableTreatmentRequests() {
  return usePagedList(availableTreatmentRequestsPath, TreatmentRequestSchema);
}

/** The 3 newest open requests (hospital dashboard, SPEC §2.5). */
export function useRecentAvailableTreatmentRequests() {
  return useRecentList(
    availableTreatmentRequestsPath,
    TreatmentRequestSchema,
    DASHBOARD_RECENT_ITEMS,
  );
}
