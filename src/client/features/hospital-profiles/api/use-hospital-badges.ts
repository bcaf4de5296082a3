import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  HospitalBadgesSchema,
  type HospitalBadges,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/**
 * `GET /api/hospital-profiles/badges?hospitalIds=…`: the accreditation badges of the hospitals
 * behind a list of bids (issue #17), one request for the list. Ids are deduplicated and sorted,
 * so the same set of bids shares one cache entry. A map from hospital id to its badges.
 */
export function useHospitalBadges(hospitalIds: readonly string[]) {
  const ids = [...new Set(hospitalIds)].sort();
  const path = `/api/hospital-profiles/badges?hospitalIds=${ids.join(',')}`;
  return useQuery({
    queryKey: [path],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) =>
      z.array(HospitalBadgesSchema).parse(await fetchJson<unknown>(path, { signal })),
    select: (list: HospitalBadges[]) =>
      new Map(list.map((entry) => [entry.hospitalId, entry.badges])),
  });
}
