import { ReferralSchema } from '#shared/referrals/referrals.schemas.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';

/** The referrals the caller made, newest first, page by page (`GET /api/referrals/my`). */
export function useMyReferrals() {
  return usePagedList(myReferralsQueryKey[0], ReferralSchema);
}
