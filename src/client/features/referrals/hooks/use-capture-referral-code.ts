import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { storeReferralCode } from '#client/features/referrals/lib/referral-code-storage.ts';

/**
 * Stores a `ref` query parameter in session storage under `referralCode` (SPEC §2.4), so a
 * code from a shared link survives sign-in and is applied after the role is chosen. Used on
 * the landing and role-selection screens. Returns nothing.
 */
export function useCaptureReferralCode(): void {
  const search = useSearch();
  useEffect(() => {
    const ref = new URLSearchParams(search).get('ref');
    if (ref) storeReferralCode(ref);
  }, [search]);
}
