import { useMutation } from '@tanstack/react-query';
import {
  PaymentIntentSessionSchema,
  type PaymentIntentSession,
} from '#shared/payments/payments.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/payments` (ADR 0014): starts or resumes paying an accepted bid and returns what
 * Stripe.js needs. Throws ApiError 503 "Card payments are not configured" without Stripe keys,
 * 409 when already paid or the bid is not accepted, 404 for someone else's bid, 502 when Stripe
 * failed (try again).
 */
export async function startPayment(bidId: string): Promise<PaymentIntentSession> {
  return PaymentIntentSessionSchema.parse(
    await apiRequest<unknown>('POST', '/api/payments', { bidId }),
  );
}

/** {@link startPayment} as a mutation (the payment page calls it once on open). */
export function useStartPayment() {
  // The payment page shows a failure in place (payments off, bid not payable), not as a toast.
  return useMutation({ mutationFn: startPayment, meta: { errorToast: false } });
}
