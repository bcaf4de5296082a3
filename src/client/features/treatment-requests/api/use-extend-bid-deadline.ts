import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TreatmentRequestSchema,
  type ExtendBidDeadlineInput,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { treatmentRequestStatusQueryKeys } from '#client/lib/query-keys.ts';
import { treatmentRequestQueryKey } from '#client/lib/use-treatment-request.ts';

/**
 * `PATCH /api/treatment-requests/{id}/bid-deadline` (issue #15): the owner moves the bid
 * deadline of an open request later. Throws ApiError 404 when not the caller's, 409 when the
 * request is not open, has no deadline, or the new one is not later.
 */
export async function extendBidDeadline(input: {
  id: string;
  body: ExtendBidDeadlineInput;
}): Promise<TreatmentRequest> {
  return TreatmentRequestSchema.parse(
    await apiRequest<unknown>(
      'PATCH',
      `/api/treatment-requests/${encodeURIComponent(input.id)}/bid-deadline`,
      input.body,
    ),
  );
}

/** Extends a request's bid deadline, then refreshes it and the lists that show it. */
export function useExtendBidDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendBidDeadline,
    onSuccess: (request) =>
      Promise.all(
        [treatmentRequestQueryKey(request.id), ...treatmentRequestStatusQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
