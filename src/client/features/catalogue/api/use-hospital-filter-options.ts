import { useQuery } from '@tanstack/react-query';
import {
  HospitalFilterOptionsSchema,
  type HospitalFilterOptions,
} from '#shared/catalogue/catalogue.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/hospital-filters`'s query key: the path (SPEC §7). */
export const hospitalFilterOptionsQueryKey = ['/api/hospital-filters'] as const;

/** The values the `/hospitals` filters offer: those listed hospitals have (issue #17). */
export function useHospitalFilterOptions() {
  return useQuery({
    queryKey: hospitalFilterOptionsQueryKey,
    queryFn: async ({ signal }): Promise<HospitalFilterOptions> =>
      HospitalFilterOptionsSchema.parse(
        await fetchJson<unknown>(hospitalFilterOptionsQueryKey[0], { signal }),
      ),
  });
}
