import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSchema, type Payment } from '#shared/payments/payments.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { bidPaymentQueryKey } from '#client/features/payments/api/use-bid-payment.ts';
import { adminPaymentsPath } from '#client/features/payments/api/use-payment-lists.ts';
import { paymentsSummaryQueryKey } from '#client/features/payments/api/use-payments-summary.ts';

/**
 * `POST /api/admin/payments/{id}/refund` (admin, ADR 0014): a full refund of a succeeded
 * payment. Throws ApiError 409 when it is not succeeded, 502 when Stripe refused.
 */
export async function refundPayment(paymentId: string): Promise<Payment> {
  return PaymentSchema.parse(
    await apiRequest<unknown>(
      'POST',
      `/api/admin/payments/${encodeURIComponent(paymentId)}/refund`,
    ),
  );
}

/** Refunds, then refreshes the admin list, the totals and the bid's payment. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) =>
      Promise.all(
        [[adminPaymentsPath], paymentsSummaryQueryKey, bidPaymentQueryKey(payment.bidId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
