import { useQuery } from '@tanstack/react-query';
import {
  ExchangeRateSchema,
  type ExchangeRate,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/exchange-rates` (the path, SPEC §7). */
export const exchangeRatesQueryKey = ['/api/exchange-rates'] as const;

/** The latest rate of every currency, by code (signed-in users; issue #15). */
export async function fetchExchangeRates(signal?: AbortSignal): Promise<ExchangeRate[]> {
  return ExchangeRateSchema.array().parse(
    await fetchJson<unknown>(exchangeRatesQueryKey[0], { signal }),
  );
}

/** The exchange rates; `enabled: false` skips the call (a user who sees USD only). */
export function useExchangeRates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: exchangeRatesQueryKey,
    queryFn: ({ signal }) => fetchExchangeRates(signal),
    enabled,
  });
}
