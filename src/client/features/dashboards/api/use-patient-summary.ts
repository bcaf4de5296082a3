import { useQuery } from '@tanstack/react-query';
import {
  PatientSummarySchema,
  type PatientSummary,
} from '#shared/dashboards/dashboards.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { patientSummaryQueryKey } from '#client/lib/query-keys.ts';

/** The patient dashboard's counts: requests, active (pending) bids and accepted bids. */
export async function fetchPatientSummary(signal?: AbortSignal): Promise<PatientSummary> {
  return PatientSummarySchema.parse(
    await fetchJson<unknown>(patientSummaryQueryKey[0], { signal }),
  );
}

/** Stat cards of the patient dashboard (SPEC §2.5). */
export function usePatientSummary() {
  return useQuery({
    queryKey: patientSummaryQueryKey,
    queryFn: ({ signal }) => fetchPatientSummary(signal),
  });
}
