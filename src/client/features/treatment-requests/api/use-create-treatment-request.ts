import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TreatmentRequestSchema,
  type CreateTreatmentRequestInput,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { treatmentRequestStatusQueryKeys } from '#client/lib/query-keys.ts';

/**
 * `POST /api/treatment-requests` (SPEC §5, §7) → 201 with the new open request. Throws ApiError
 * 400 with field `issues` when the body is invalid.
 */
export async function createTreatmentRequest(
  input: CreateTreatmentRequestInput,
): Promise<TreatmentRequest> {
  return TreatmentRequestSchema.parse(
    await apiRequest<unknown>('POST', '/api/treatment-requests', input),
  );
}

/**
 * Creates a request, then refreshes the caller's requests and patient counts, plus the open
 * request list and counts an admin (who is also a bidder) sees.
 */
export function useCreateTreatmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTreatmentRequest,
    onSuccess: () =>
      Promise.all(
        treatmentRequestStatusQueryKeys.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
