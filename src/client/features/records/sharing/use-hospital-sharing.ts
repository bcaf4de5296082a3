import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DocumentRequestSchema,
  type CreateDocumentRequestInput,
  type DocumentRequest,
  type SharedRecord,
} from '#shared/records/record-sharing.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';
import { usePagedItems } from '#client/lib/use-paged-list.ts';

/** Key of `GET /api/treatment-requests/{id}/shared-records`. */
export function sharedRecordsQueryKey(treatmentRequestId: string) {
  return [
    `/api/treatment-requests/${encodeURIComponent(treatmentRequestId)}/shared-records`,
  ] as const;
}

/** The records shared with the reading hospital on one request, under live grants only. */
export function useSharedRecords(treatmentRequestId: string) {
  const queryKey = sharedRecordsQueryKey(treatmentRequestId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchJson<SharedRecord[]>(queryKey[0], { signal }),
  });
}

function documentRequestsPath(treatmentRequestId: string) {
  return `/api/document-requests?treatmentRequestId=${encodeURIComponent(treatmentRequestId)}`;
}

/** The hospital's own asks on one request (loaded pages), newest first, with their status. */
export function useMyDocumentRequests(treatmentRequestId: string) {
  return usePagedItems(documentRequestsPath(treatmentRequestId), DocumentRequestSchema);
}

/**
 * `POST /api/document-requests` → the ask (201). ApiError 409 without a live bid or with too
 * many open asks, 429 when asking too often; the form shows it in place.
 */
export function useAskForDocument(treatmentRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentRequestInput) =>
      apiRequest<DocumentRequest>('POST', '/api/document-requests', input),
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [documentRequestsPath(treatmentRequestId)] }),
  });
}
