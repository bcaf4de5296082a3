import { useQuery } from '@tanstack/react-query';
import {
  HospitalProfilePageSchema,
  type HospitalProfilePage,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

export function hospitalProfilePageQueryKey(id: string) {
  return [`/api/hospital-profiles/${encodeURIComponent(id)}`] as const;
}

/** `GET /api/hospital-profiles/{id}`: what `/hospital/{id}` shows (issue #17). 404 when unknown. */
export function useHospitalProfilePage(id: string) {
  return useQuery({
    queryKey: hospitalProfilePageQueryKey(id),
    queryFn: async ({ signal }): Promise<HospitalProfilePage> =>
      HospitalProfilePageSchema.parse(
        await fetchJson<unknown>(hospitalProfilePageQueryKey(id)[0], { signal }),
      ),
  });
}
