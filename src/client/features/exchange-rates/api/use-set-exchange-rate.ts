import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExchangeRateSchema,
  type ExchangeRate,
  type ExchangeRateUpdate,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { exchangeRatesQueryKey } from '#client/features/exchange-rates/api/use-exchange-rates.ts';

/**
 * `PUT /api/admin/exchange-rates/{currency}` (admin): the rate of one day, typed in. Throws
 * ApiError 400 for USD, a code outside ISO 4217, a malformed rate or a future date.
 */
export async function setExchangeRate(
  currency: string,
  input: ExchangeRateUpdate,
): Promise<ExchangeRate> {
  return ExchangeRateSchema.parse(
    await apiRequest<unknown>(
      'PUT',
      `/api/admin/exchange-rates/${encodeURIComponent(currency)}`,
      input,
    ),
  );
}

/** Sets one currency's rate, then refreshes the list. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, ...input }: ExchangeRateUpdate & { currency: string }) =>
      setExchangeRate(currency, input),
    // The dialog or the import card shows the server's reason next to what it concerns.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }),
  });
}
