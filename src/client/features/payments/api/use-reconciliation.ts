import { useQuery } from '@tanstack/react-query';
import {
  ReconciliationReportSchema,
  type ReconciliationReport,
} from '#shared/payments/ledger.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/admin/payments/reconciliation` path and query key (ADR 0047). */
export const reconciliationPath = '/api/admin/payments/reconciliation';
export const reconciliationQueryKey = [reconciliationPath] as const;

/** The ledger checked against Stripe (admin); each call reads Stripe's lists in full. */
export async function fetchReconciliation(signal?: AbortSignal): Promise<ReconciliationReport> {
  return ReconciliationReportSchema.parse(await fetchJson<unknown>(reconciliationPath, { signal }));
}

/**
 * The reconciliation report, run only when the admin asks (`refetch`): it pages through Stripe,
 * so it never runs on page load or window focus.
 */
export function useReconciliation() {
  return useQuery({
    queryKey: reconciliationQueryKey,
    queryFn: ({ signal }) => fetchReconciliation(signal),
    enabled: false,
    retry: false,
  });
}
