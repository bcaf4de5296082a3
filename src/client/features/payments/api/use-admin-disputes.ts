import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminDisputeSchema,
  BidDisputeSchema,
  type AdminDispute,
  type BidDispute,
  type DisputeDecisionInput,
} from '#shared/payments/disputes.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';
import { bidDisputePath } from '#client/features/payments/api/use-bid-dispute.ts';
import { bidPaymentPath } from '#client/features/payments/api/use-bid-payment.ts';
import { bidPayoutPath, moneyTotalsPath } from '#client/features/payments/api/use-payouts.ts';

/** `GET /api/admin/disputes`: open disputes (admin), also the list's query key. */
export const adminDisputesPath = '/api/admin/disputes';

/** The open disputes, oldest first, with the money the decision dialog states. */
export function useAdminDisputes() {
  return useQuery({
    queryKey: [adminDisputesPath],
    queryFn: async ({ signal }) =>
      z.array(AdminDisputeSchema).parse(await fetchJson<unknown>(adminDisputesPath, { signal })),
  });
}

/**
 * An admin's decision on `dispute`; refreshes the open list, the money totals and the bid's
 * dispute, payment and payout. ApiError 400 (refund above what is left), 409 (decided
 * already), 502/503 (Stripe).
 */
export function useDecideDispute(dispute: Pick<AdminDispute, 'id' | 'bidId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DisputeDecisionInput): Promise<BidDispute> =>
      BidDisputeSchema.parse(
        await apiRequest<unknown>(
          'POST',
          `${adminDisputesPath}/${encodeURIComponent(dispute.id)}/decision`,
          body,
        ),
      ),
    onSuccess: async (view) => {
      queryClient.setQueryData([bidDisputePath(dispute.bidId)], view);
      await Promise.all(
        [
          adminDisputesPath,
          moneyTotalsPath,
          bidPaymentPath(dispute.bidId),
          bidPayoutPath(dispute.bidId),
        ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      );
    },
  });
}
