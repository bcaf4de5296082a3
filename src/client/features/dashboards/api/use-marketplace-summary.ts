import { useQuery } from '@tanstack/react-query';
import { MarketplaceSummarySchema, type MarketplaceSummary } from '#shared/admin/admin.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { marketplaceSummaryQueryKey } from '#client/lib/query-keys.ts';

/** Request, bid and verification-queue counts over the whole marketplace (admin only). */
export async function fetchMarketplaceSummary(signal?: AbortSignal): Promise<MarketplaceSummary> {
  return MarketplaceSummarySchema.parse(
    await fetchJson<unknown>(marketplaceSummaryQueryKey[0], { signal }),
  );
}

/** Operations cards of the admin dashboard (SPEC §2.5). */
export function useMarketplaceSummary() {
  return useQuery({
    queryKey: marketplaceSummaryQueryKey,
    queryFn: ({ signal }) => fetchMarketplaceSummary(signal),
  });
}
