import { useQuery } from '@tanstack/react-query';
import {
  TreatmentRequestSchema,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/treatment-requests/{id}` path. */
export function treatmentRequestPath(id: string): string {
  return `/api/treatment-requests/${encodeURIComponent(id)}`;
}

/** Query key of one request: its API path (SPEC §7). */
export function treatmentRequestQueryKey(id: string) {
  return [treatmentRequestPath(id)] as const;
}

/**
 * One treatment request, with `bidCount` for its owner, admins and hospitals that bid on it.
 * Throws ApiError 404 "Request not found" when it does not exist or is hidden from the caller.
 */
export async function fetchTreatmentRequest(
  id: string,
  signal?: AbortSignal,
): Promise<TreatmentRequest> {
  return TreatmentRequestSchema.parse(
    await fetchJson<unknown>(treatmentRequestPath(id), { signal }),
  );
}

/**
 * The request behind `/requests/{id}` and `/submit-bid/{id}` (SPEC §2.7, §2.8), and an admin's
 * chat (whose side of it the admin is). `enabled: false` waits without fetching. It lives in lib
 * because the treatment-requests, bids and messages features all read it (ADR 0032).
 */
export function useTreatmentRequest(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: treatmentRequestQueryKey(id),
    queryFn: ({ signal }) => fetchTreatmentRequest(id, signal),
    enabled: options.enabled ?? true,
  });
}
