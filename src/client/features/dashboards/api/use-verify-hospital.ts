import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HospitalAccountSchema, type HospitalAccount } from '#shared/admin/admin.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { marketplaceSummaryQueryKey, userProfileQueryKey } from '#client/lib/query-keys.ts';
import { unverifiedHospitalsQueryKey } from '#client/features/dashboards/api/use-unverified-hospitals.ts';

/**
 * `POST /api/admin/hospitals/{id}/verify`: marks a hospital account verified, which unlocks
 * bidding for it. Throws ApiError 404 "Hospital not found".
 */
export async function verifyHospital(hospitalId: string): Promise<HospitalAccount> {
  const body = await apiRequest<unknown>(
    'POST',
    `/api/admin/hospitals/${encodeURIComponent(hospitalId)}/verify`,
  );
  return HospitalAccountSchema.parse(body);
}

/**
 * Verifies a hospital, then refreshes the verification queue, the marketplace counts and the
 * hospital's profile (its Verified badge).
 */
export function useVerifyHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyHospital,
    onSuccess: (hospital) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unverifiedHospitalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: marketplaceSummaryQueryKey }),
        queryClient.invalidateQueries({ queryKey: userProfileQueryKey(hospital.id) }),
      ]),
  });
}
