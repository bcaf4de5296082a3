import { useQuery } from '@tanstack/react-query';
import { AdminStatsSchema, type AdminStats } from '#shared/admin/admin.schemas.ts';
import { ADMIN_STATS_POLL_INTERVAL_MS } from '#shared/common/constants.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/admin/stats` (SPEC §7: the key is the path). */
export const adminStatsQueryKey = ['/api/admin/stats'] as const;

/** Users, referrals and reward points in total (admin only; 403 for other roles). */
export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return AdminStatsSchema.parse(await fetchJson<unknown>(adminStatsQueryKey[0], { signal }));
}

/**
 * Referral and rewards cards of the admin dashboard, polled every 5 s (SPEC §7, §9) while the
 * page is open; polling pauses in background tabs (TanStack default).
 */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => fetchAdminStats(signal),
    refetchInterval: ADMIN_STATS_POLL_INTERVAL_MS,
  });
}
