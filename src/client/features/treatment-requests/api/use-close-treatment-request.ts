import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TreatmentRequestSchema,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { treatmentRequestStatusQueryKeys } from '#client/lib/query-keys.ts';
import { treatmentRequestQueryKey } from '#client/lib/use-treatment-request.ts';

/**
 * `POST /api/treatment-requests/{id}/close`: the owner closes an open request (DESIGN §5); its
 * bids stay as they are. Throws ApiError 404 when not the caller's, 409 when no longer open.
 */
export async function closeTreatmentRequest(id: string): Promise<TreatmentRequest> {
  return TreatmentRequestSchema.parse(
    await apiRequest<unknown>('POST', `/api/treatment-requests/${encodeURIComponent(id)}/close`),
  );
}

/**
 * Closes a request, then refreshes it, the owner's list and counts, and the open-request list
 * and counts it leaves.
 */
export function useCloseTreatmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTreatmentRequest,
    onSuccess: (request) =>
      Promise.all(
        [treatmentRequestQueryKey(request.id), ...treatmentRequestStatusQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
