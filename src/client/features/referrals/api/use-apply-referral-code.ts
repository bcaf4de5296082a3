import type { UseReferralCodeResponse } from '#shared/referrals/referrals.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/referrals/use {referralCode}` (SPEC §7) → `{ success: true }`. Throws ApiError on
 * refusal: one generic 400 for an own, already used or unknown code (SECURITY §1). Callers
 * decide what to refresh and show.
 */
export function applyReferralCode(referralCode: string): Promise<UseReferralCodeResponse> {
  return apiRequest<UseReferralCodeResponse>('POST', '/api/referrals/use', { referralCode });
}
