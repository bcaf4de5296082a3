import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidSchema, type Bid } from '#shared/bids/bids.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { marketplaceSummaryQueryKey, patientSummaryQueryKey } from '#client/lib/query-keys.ts';
import { patientBidsQueryKey } from '#client/features/bids/api/use-patient-bids.ts';
import { requestBidsQueryKey } from '#client/features/bids/api/use-request-bids.ts';

/**
 * `POST /api/bids/{id}/reject` (SPEC §4, §7). Throws ApiError 404 when the caller does not own
 * the request, 409 when the request is not open or the bid not pending.
 */
export async function rejectBid(bidId: string): Promise<Bid> {
  return BidSchema.parse(
    await apiRequest<unknown>('POST', `/api/bids/${encodeURIComponent(bidId)}/reject`),
  );
}

/** Rejects a bid, then refreshes the request's bids and the patient's bid list and counts. */
export function useRejectBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBid,
    onSuccess: (bid) =>
      Promise.all(
        [
          requestBidsQueryKey(bid.treatmentRequestId),
          patientBidsQueryKey,
          patientSummaryQueryKey,
          marketplaceSummaryQueryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
