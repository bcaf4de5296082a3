import { useQuery } from '@tanstack/react-query';
import {
  OwnHospitalProfileSchema,
  type OwnHospitalProfile,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/hospital-profile`: the signed-in hospital's own profile (SPEC §7: key = path). */
export const ownHospitalProfileQueryKey = ['/api/hospital-profile'] as const;

export async function fetchOwnHospitalProfile(signal?: AbortSignal): Promise<OwnHospitalProfile> {
  return OwnHospitalProfileSchema.parse(
    await fetchJson<unknown>(ownHospitalProfileQueryKey[0], { signal }),
  );
}

/** The hospital's profile, verification state and evidence (issue #17). */
export function useOwnHospitalProfile() {
  return useQuery({
    queryKey: ownHospitalProfileQueryKey,
    queryFn: ({ signal }) => fetchOwnHospitalProfile(signal),
  });
}
