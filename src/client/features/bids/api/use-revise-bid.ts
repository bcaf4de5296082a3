import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidSchema, type Bid, type UpdateBidInput } from '#shared/bids/bids.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { hospitalSummaryQueryKey, patientSummaryQueryKey } from '#client/lib/query-keys.ts';
import { hospitalBidsQueryKey } from '#client/features/bids/api/use-hospital-bids.ts';
import { myBidsQueryKey } from '#client/features/bids/api/use-my-bids.ts';
import { patientBidsQueryKey } from '#client/features/bids/api/use-patient-bids.ts';
import { requestBidsQueryKey } from '#client/features/bids/api/use-request-bids.ts';

/**
 * `PATCH /api/bids/{id}` (issue #15): the bidder revises its pending bid. Throws ApiError 404
 * when not the caller's, 409 when the bid is not pending, the request not open or its bid
 * deadline passed.
 */
export async function reviseBid(input: { bidId: string; changes: UpdateBidInput }): Promise<Bid> {
  return BidSchema.parse(
    await apiRequest<unknown>(
      'PATCH',
      `/api/bids/${encodeURIComponent(input.bidId)}`,
      input.changes,
    ),
  );
}

/** What a bidder's change to its bid shows up in: its lists and profile, the request's bids. */
export function bidChangeKeys(bid: Bid) {
  return [
    myBidsQueryKey,
    hospitalSummaryQueryKey,
    patientSummaryQueryKey,
    patientBidsQueryKey,
    hospitalBidsQueryKey(bid.hospitalId),
    requestBidsQueryKey(bid.treatmentRequestId),
  ];
}

/** Revises the caller's pending bid, then refreshes where it shows. */
export function useReviseBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseBid,
    onSuccess: (bid) =>
      Promise.all(
        bidChangeKeys(bid).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
