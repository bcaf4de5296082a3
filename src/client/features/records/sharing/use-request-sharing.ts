import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRecordGrantInput,
  DocumentRequest,
  RecordGrant,
  RequestSharing,
} from '#shared/records/record-sharing.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';

/** Key of `GET /api/treatment-requests/{id}/sharing`. */
export function requestSharingQueryKey(treatmentRequestId: string) {
  return [`/api/treatment-requests/${encodeURIComponent(treatmentRequestId)}/sharing`] as const;
}

/**
 * The patient's sharing overview of one request (ADR 0041): per bidding hospital its bid,
 * whether it may be granted now, its grants and its document requests.
 */
export function useRequestSharing(treatmentRequestId: string) {
  const queryKey = requestSharingQueryKey(treatmentRequestId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchJson<RequestSharing>(queryKey[0], { signal }),
  });
}

/** Refreshes the overview after any change to grants or asks of the request. */
function useRefreshSharing(treatmentRequestId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: requestSharingQueryKey(treatmentRequestId) });
}

/**
 * `POST /api/record-grants` → the new grant (201). ApiError 409 for a missing consent
 * (`CONSENT_REQUIRED`) or a hospital without a live bid (`NO_LIVE_BID`), 400 bad fields. The
 * dialog shows the failure in place, so the app's toast is off.
 */
export function useCreateGrant(treatmentRequestId: string) {
  const refresh = useRefreshSharing(treatmentRequestId);
  return useMutation({
    mutationFn: (input: CreateRecordGrantInput) =>
      apiRequest<RecordGrant>('POST', '/api/record-grants', input),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** `POST /api/record-grants/{id}/revoke`: the hospital's reads stop at once (ADR 0041). */
export function useRevokeGrant(treatmentRequestId: string) {
  const refresh = useRefreshSharing(treatmentRequestId);
  return useMutation({
    mutationFn: (grantId: string) =>
      apiRequest<RecordGrant>('POST', `/api/record-grants/${encodeURIComponent(grantId)}/revoke`),
    onSuccess: refresh,
  });
}

/** `POST /api/document-requests/{id}/decline`: the patient turns down a hospital's ask. */
export function useDeclineDocumentRequest(treatmentRequestId: string) {
  const refresh = useRefreshSharing(treatmentRequestId);
  return useMutation({
    mutationFn: (documentRequestId: string) =>
      apiRequest<DocumentRequest>(
        'POST',
        `/api/document-requests/${encodeURIComponent(documentRequestId)}/decline`,
      ),
    onSuccess: refresh,
  });
}
