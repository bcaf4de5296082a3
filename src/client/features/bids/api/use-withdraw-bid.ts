import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidSchema, type Bid } from '#shared/bids/bids.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { bidChangeKeys } from '#client/features/bids/api/use-revise-bid.ts';

/**
 * `POST /api/bids/{id}/withdraw` (issue #15). Throws ApiError 404 when not the caller's, 409
 * when the bid is not pending.
 */
export async function withdrawBid(bidId: string): Promise<Bid> {
  return BidSchema.parse(
    await apiRequest<unknown>('POST', `/api/bids/${encodeURIComponent(bidId)}/withdraw`),
  );
}

/** Withdraws the caller's pending bid, then refreshes where it shows. */
export function useWithdrawBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBid,
    onSuccess: (bid) =>
      Promise.all(
        bidChangeKeys(bid).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
