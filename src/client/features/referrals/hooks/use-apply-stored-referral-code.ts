import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { applyReferralCode } from '#client/features/referrals/api/use-apply-referral-code.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';
import {
  clearStoredReferralCode,
  readStoredReferralCode,
} from '#client/features/referrals/lib/referral-code-storage.ts';

// Codes already submitted in this page load, per user: a refused code stays stored (SPEC §4)
// but is not sent again until the next visit.
const submitted = new Set<string>();

/**
 * SPEC §4 "Referral code use": once a signed-in user with a role is known (`userId`; null while
 * signed out or role-less) and a code from a `?ref=` link is in session storage, it is
 * submitted once. On success the user and the referrals are refreshed and the code is removed;
 * a failure is swallowed and the code kept (SPEC §8). Returns nothing.
 */
export function useApplyStoredReferralCode(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const code = userId ? readStoredReferralCode() : null;
    const key = `${userId}:${code}`;
    if (!code || submitted.has(key)) return;
    submitted.add(key);
    applyReferralCode(code).then(
      () => {
        clearStoredReferralCode();
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        void queryClient.invalidateQueries({ queryKey: myReferralsQueryKey });
      },
      () => {
        // Refused or unreachable: silently ignored, the code stays stored (SPEC §4, §8).
      },
    );
  }, [userId, queryClient]);
}
