import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidSchema, type Bid } from '#shared/bids/bids.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { treatmentRequestStatusQueryKeys } from '#client/lib/query-keys.ts';
import { patientBidsQueryKey } from '#client/features/bids/api/use-patient-bids.ts';
import { requestBidsQueryKey } from '#client/features/bids/api/use-request-bids.ts';
import { treatmentRequestQueryKey } from '#client/lib/use-treatment-request.ts';

/**
 * `POST /api/bids/{id}/accept` (SPEC §4, §7): the request becomes accepted and every other
 * pending bid on it rejected, in one transaction. Throws ApiError 404 when the caller does not
 * own the request, 409 when the request is not open or the bid not pending.
 */
export async function acceptBid(bidId: string): Promise<Bid> {
  return BidSchema.parse(
    await apiRequest<unknown>('POST', `/api/bids/${encodeURIComponent(bidId)}/accept`),
  );
}

/**
 * Accepts a bid, then refreshes the request (now accepted), its bids, the patient's bid list and
 * dashboard, the patient's request list (status badge) and the open-request list it leaves.
 */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBid,
    onSuccess: (bid) =>
      Promise.all(
        [
          treatmentRequestQueryKey(bid.treatmentRequestId),
          requestBidsQueryKey(bid.treatmentRequestId),
          patientBidsQueryKey,
          ...treatmentRequestStatusQueryKeys,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
