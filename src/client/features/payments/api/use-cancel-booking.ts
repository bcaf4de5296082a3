import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BidPaymentSchema, type BidPayment } from '#shared/payments/payments.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  bidPaymentPath,
  bidPaymentQueryKey,
} from '#client/features/payments/api/use-bid-payment.ts';
import { myPaymentsPath } from '#client/features/payments/api/use-payment-lists.ts';

/**
 * `POST /api/payments/bid/{id}/cancel` (the request's patient, ADR 0049): cancels the paid
 * booking; the server refunds by the schedule. Throws ApiError 409 when nothing was paid or
 * the admission day has come, 502 when Stripe failed (a retry completes the refund).
 */
export async function cancelBooking(bidId: string): Promise<BidPayment> {
  return BidPaymentSchema.parse(
    await apiRequest<unknown>('POST', `${bidPaymentPath(bidId)}/cancel`),
  );
}

/** Cancels, then shows the answer as the bid's payment view and refreshes the patient's list. */
export function useCancelBooking(bidId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(bidId),
    onSuccess: async (view) => {
      queryClient.setQueryData(bidPaymentQueryKey(bidId), view);
      await queryClient.invalidateQueries({ queryKey: [myPaymentsPath] });
    },
  });
}
