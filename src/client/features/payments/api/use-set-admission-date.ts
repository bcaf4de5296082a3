import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BidPaymentSchema,
  type BidPayment,
  type SetAdmissionDateInput,
} from '#shared/payments/payments.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  bidPaymentPath,
  bidPaymentQueryKey,
} from '#client/features/payments/api/use-bid-payment.ts';

/**
 * `PUT /api/payments/bid/{id}/admission-date` (the accepted hospital, ADR 0049). Throws
 * ApiError 400 for a date not after today (or too far ahead), 409 when the bid is not accepted
 * or the booking was cancelled.
 */
export async function setAdmissionDate(input: {
  bidId: string;
  body: SetAdmissionDateInput;
}): Promise<BidPayment> {
  return BidPaymentSchema.parse(
    await apiRequest<unknown>('PUT', `${bidPaymentPath(input.bidId)}/admission-date`, input.body),
  );
}

/** Sets the admission date, then shows the answer as the bid's payment view. */
export function useSetAdmissionDate(bidId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAdmissionDateInput) => setAdmissionDate({ bidId, body }),
    onSuccess: (view) => queryClient.setQueryData(bidPaymentQueryKey(bidId), view),
  });
}
