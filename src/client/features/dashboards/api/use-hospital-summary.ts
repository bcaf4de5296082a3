import { useQuery } from '@tanstack/react-query';
import {
  HospitalSummarySchema,
  type HospitalSummary,
} from '#shared/dashboards/dashboards.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { hospitalSummaryQueryKey } from '#client/lib/query-keys.ts';

/** The hospital dashboard's counts: open requests, own bids, pending bids and bids won. */
export async function fetchHospitalSummary(signal?: AbortSignal): Promise<HospitalSummary> {
  return HospitalSummarySchema.parse(
    await fetchJson<unknown>(hospitalSummaryQueryKey[0], { signal }),
  );
}

/** Stat cards of the hospital dashboard (SPEC §2.5). */
export function useHospitalSummary() {
  return useQuery({
    queryKey: hospitalSummaryQueryKey,
    queryFn: ({ signal }) => fetchHospitalSummary(signal),
  });
}
