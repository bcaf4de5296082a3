import { canSubmitBid } from '#shared/bids/bids.policies.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';

/** True when the signed-in hospital still waits for an admin's verification (DESIGN §5). */
export function isAwaitingVerification(
  user: Pick<CurrentUser, 'role' | 'verified'> | null,
): boolean {
  return user?.role === 'hospital' && user.verified !== true;
}

/** `canSubmitBid` for the signed-in user: admins always, hospitals once verified. */
export function canCurrentUserBid(user: Pick<CurrentUser, 'role' | 'verified'> | null): boolean {
  return canSubmitBid({ role: user?.role ?? null, isVerified: user?.verified === true });
}
