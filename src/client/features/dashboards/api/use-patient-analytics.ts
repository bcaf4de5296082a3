import { useQuery } from '@tanstack/react-query';
import { PatientAnalyticsSchema, type PatientAnalytics } from '#shared/admin/admin.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/admin/patient-analytics` (SPEC §7: the key is the path). */
export const patientAnalyticsQueryKey = ['/api/admin/patient-analytics'] as const;

/** Patient counts by sign-in activity (admin only; 403 for other roles). */
export async function fetchPatientAnalytics(signal?: AbortSignal): Promise<PatientAnalytics> {
  return PatientAnalyticsSchema.parse(
    await fetchJson<unknown>(patientAnalyticsQueryKey[0], { signal }),
  );
}

/** Patient analytics cards of the admin dashboard (SPEC §2.5). */
export function usePatientAnalytics() {
  return useQuery({
    queryKey: patientAnalyticsQueryKey,
    queryFn: ({ signal }) => fetchPatientAnalytics(signal),
  });
}
