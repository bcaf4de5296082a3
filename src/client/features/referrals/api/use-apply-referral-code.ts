import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Query key of `GET /api/referrals/my` (SPEC §7), refreshed after a role or code change. */
export const myReferralsQueryKey = ['/api/referrals/my'] as const;

/**
 * `POST /api/referrals/use {referralCode}` (SPEC §7) → `{ success: boolean }`. Throws ApiError
 * on refusal (own code, already referred, unknown code).
 */
export function applyReferralCode(referralCode: string): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('POST', '/api/referrals/use', { referralCode });
}

/** Mutation over applyReferralCode; callers decide what to refresh and show. */
export function useApplyReferralCode() {
  return useMutation({ mutationFn: applyReferralCode });
}
