import { useQuery } from '@tanstack/react-query';
import { PaymentsSummarySchema, type PaymentsSummary } from '#shared/payments/payments.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/admin/payments/summary` path and query key. */
export const paymentsSummaryPath = '/api/admin/payments/summary';
export const paymentsSummaryQueryKey = [paymentsSummaryPath] as const;

/** Payment counts and totals: collected, owed to hospitals, platform fees, refunded (admin). */
export async function fetchPaymentsSummary(signal?: AbortSignal): Promise<PaymentsSummary> {
  return PaymentsSummarySchema.parse(await fetchJson<unknown>(paymentsSummaryPath, { signal }));
}

/** The admin dashboard's payment totals. */
export function usePaymentsSummary() {
  return useQuery({
    queryKey: paymentsSummaryQueryKey,
    queryFn: ({ signal }) => fetchPaymentsSummary(signal),
  });
}
