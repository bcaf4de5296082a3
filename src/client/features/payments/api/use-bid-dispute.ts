import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BidDisputeSchema,
  type BidDispute,
  type OpenDisputeInput,
} from '#shared/payments/disputes.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';
import { bidPaymentPath } from '#client/features/payments/api/use-bid-payment.ts';
import { bidPayoutPath } from '#client/features/payments/api/use-payouts.ts';

/** `GET /api/payments/bid/{bidId}/dispute` path, also the dispute's query key. */
export function bidDisputePath(bidId: string): string {
  return `${bidPaymentPath(bidId)}/dispute`;
}

/** The bid's dispute (null while none) and whether the viewer may open one (ADR 0060). */
export function useBidDispute(bidId: string) {
  return useQuery({
    queryKey: [bidDisputePath(bidId)],
    queryFn: async ({ signal }) =>
      BidDisputeSchema.parse(await fetchJson<unknown>(bidDisputePath(bidId), { signal })),
  });
}

/**
 * The patient opens a dispute: the answer replaces the dispute view; the payout (now on hold)
 * and the payment view (no cancel any more) are refetched. ApiError 400 (reason too short or long), 409 (not disputable now).
 */
export function useOpenDispute(bidId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OpenDisputeInput): Promise<BidDispute> =>
      BidDisputeSchema.parse(await apiRequest<unknown>('POST', bidDisputePath(bidId), body)),
    onSuccess: async (view) => {
      queryClient.setQueryData([bidDisputePath(bidId)], view);
      await Promise.all(
        [bidPayoutPath(bidId), bidPaymentPath(bidId)].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      );
    },
  });
}
