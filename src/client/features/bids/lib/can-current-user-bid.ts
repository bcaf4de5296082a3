import { canSubmitBid } from '#shared/bids/bids.policies.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';

/** `canSubmitBid` for the signed-in user: admins always, hospitals once verified. */
export function canCurrentUserBid(user: Pick<CurrentUser, 'role' | 'verified'> | null): boolean {
  return canSubmitBid({ role: user?.role ?? null, isVerified: user?.verified === true });
}
