import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminCleanupResultSchema,
  type AdminCleanupAction,
  type AdminCleanupResult,
} from '#shared/admin/admin.schemas.ts';
import { apiRequest, type HttpMethod } from '#client/lib/api-client.ts';
import { auditLogQueryKey } from '#client/features/admin/api/use-audit-log.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { adminStatsQueryKey } from '#client/features/admin/api/use-admin-stats.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';

/** Method and path of each cleanup call (SPEC §7). */
export const CLEANUP_CALLS: Record<AdminCleanupAction, { method: HttpMethod; path: string }> = {
  'delete-pending-referrals': { method: 'DELETE', path: '/api/admin/test-referrals' },
  'delete-completed-referrals': { method: 'DELETE', path: '/api/admin/completed-referrals' },
  'reset-reward-points': { method: 'POST', path: '/api/admin/reset-points' },
};

/**
 * Runs one pre-launch cleanup action (admin only). Throws ApiError; 403 for other roles.
 * Resolves to the number of rows the server changed.
 */
export async function runCleanupAction(action: AdminCleanupAction): Promise<AdminCleanupResult> {
  const { method, path } = CLEANUP_CALLS[action];
  return AdminCleanupResultSchema.parse(await apiRequest<unknown>(method, path));
}

/**
 * A cleanup action as a mutation. Afterwards the stats are refetched (SPEC §7), and so are the
 * audit log, the admin's own balance and referral list, which the action may have changed.
 */
export function useCleanupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCleanupAction,
    onSettled: () =>
      Promise.all(
        [adminStatsQueryKey, auditLogQueryKey, currentUserQueryKey, myReferralsQueryKey].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
