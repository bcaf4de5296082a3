import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EcbImportResultSchema,
  type EcbImportResult,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { exchangeRatesQueryKey } from '#client/features/exchange-rates/api/use-exchange-rates.ts';

/**
 * `POST /api/admin/exchange-rates/ecb-import` (admin): the ECB's `eurofxref.csv` sent as
 * `text/csv`, whatever type the browser gave the file. Throws ApiError 400 naming what is wrong
 * with a file that is not that format (nothing is stored then), 413 over 4 MiB.
 */
export async function importEcbRates(file: Blob): Promise<EcbImportResult> {
  const csv = new Blob([file], { type: 'text/csv' });
  return EcbImportResultSchema.parse(
    await apiRequest<unknown>('POST', '/api/admin/exchange-rates/ecb-import', csv),
  );
}

/** Imports the ECB file, then refreshes the list. */
export function useImportEcbRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEcbRates,
    // The dialog or the import card shows the server's reason next to what it concerns.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }),
  });
}
