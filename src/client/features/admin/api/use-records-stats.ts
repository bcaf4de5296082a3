import { useQuery } from '@tanstack/react-query';
import { RecordsStatsSchema, type RecordsStats } from '#shared/records/records-stats.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/admin/records/stats` (SPEC §7: the key is the path). */
export const recordsStatsQueryKey = ['/api/admin/records/stats'] as const;

/** Counts and sizes of the records vault (admin only; 403 for other roles). */
export async function fetchRecordsStats(signal?: AbortSignal): Promise<RecordsStats> {
  return RecordsStatsSchema.parse(await fetchJson<unknown>(recordsStatsQueryKey[0], { signal }));
}

/** The records vault card of Admin Tools: counts and sizes, never file contents (issue #14). */
export function useRecordsStats() {
  return useQuery({
    queryKey: recordsStatsQueryKey,
    queryFn: ({ signal }) => fetchRecordsStats(signal),
  });
}
