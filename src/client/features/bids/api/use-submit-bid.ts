import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidSchema, type Bid, type CreateBidInput } from '#shared/bids/bids.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  hospitalSummaryQueryKey,
  marketplaceSummaryQueryKey,
  userProfileQueryKey,
} from '#client/lib/query-keys.ts';
import { hospitalBidsQueryKey } from '#client/features/bids/api/use-hospital-bids.ts';
import { myBidsQueryKey } from '#client/features/bids/api/use-my-bids.ts';
import { requestBidsQueryKey } from '#client/features/bids/api/use-request-bids.ts';
import { treatmentRequestQueryKey } from '#client/lib/use-treatment-request.ts';

/**
 * `POST /api/bids` (SPEC §7): the server adds commission and total (DESIGN §5) and answers 201
 * with the Bid. Throws ApiError 403 "Your hospital account is awaiting verification", 409
 * "You have already placed a bid on this request" or when the request is no longer open.
 */
export async function submitBid(input: CreateBidInput): Promise<Bid> {
  return BidSchema.parse(await apiRequest<unknown>('POST', '/api/bids', input));
}

/**
 * Submits a bid, then refreshes what it changes: the bidder's bid lists, dashboard counts and
 * public profile, and the request with its bids.
 */
export function useSubmitBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBid,
    onSuccess: (bid) =>
      Promise.all(
        [
          myBidsQueryKey,
          hospitalSummaryQueryKey,
          marketplaceSummaryQueryKey,
          hospitalBidsQueryKey(bid.hospitalId),
          userProfileQueryKey(bid.hospitalId),
          treatmentRequestQueryKey(bid.treatmentRequestId),
          requestBidsQueryKey(bid.treatmentRequestId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
