import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TreatmentRequestSchema,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { marketplaceSummaryQueryKey } from '#client/features/dashboards/api/use-marketplace-summary.ts';
import { patientSummaryQueryKey } from '#client/features/dashboards/api/use-patient-summary.ts';
import { availableTreatmentRequestsQueryKey } from '#client/features/treatment-requests/api/use-available-treatment-requests.ts';
import { myTreatmentRequestsQueryKey } from '#client/features/treatment-requests/api/use-my-treatment-requests.ts';
import { treatmentRequestQueryKey } from '#client/features/treatment-requests/api/use-treatment-request.ts';

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
        [
          treatmentRequestQueryKey(request.id),
          myTreatmentRequestsQueryKey,
          patientSummaryQueryKey,
          availableTreatmentRequestsQueryKey,
          marketplaceSummaryQueryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
