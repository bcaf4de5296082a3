import { useQuery } from '@tanstack/react-query';
import { BidPaymentSchema, type BidPayment } from '#shared/payments/payments.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/payments/bid/{bidId}` path. */
export function bidPaymentPath(bidId: string): string {
  return `/api/payments/bid/${encodeURIComponent(bidId)}`;
}

/** Query key of a bid's payment: its API path (SPEC §7). */
export function bidPaymentQueryKey(bidId: string) {
  return [bidPaymentPath(bidId)] as const;
}

/** A bid's payment (`null` while none was started); ApiError 404 for someone else's bid. */
export async function fetchBidPayment(bidId: string, signal?: AbortSignal): Promise<BidPayment> {
  return BidPaymentSchema.parse(await fetchJson<unknown>(bidPaymentPath(bidId), { signal }));
}

/**
 * The payment of a bid for its patient, its hospital and admins (request detail, payment page).
 * `pollMs` refetches while a confirmed payment waits for Stripe's webhook.
 */
export function useBidPayment(
  bidId: string,
  options: { enabled?: boolean; pollMs?: number | false } = {},
) {
  return useQuery({
    queryKey: bidPaymentQueryKey(bidId),
    queryFn: ({ signal }) => fetchBidPayment(bidId, signal),
    enabled: options.enabled ?? true,
    refetchInterval: options.pollMs ?? false,
  });
}
