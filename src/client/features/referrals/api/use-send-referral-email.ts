import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral, SendReferralEmailInput } from '#shared/referrals/referrals.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { myReferralsQueryKey } from '#client/lib/query-keys.ts';
import { msg } from '#client/i18n/msg.ts';

/**
 * `POST /api/referrals/send-email {refereeEmail}` (SPEC §7) → the pending referral, echoing
 * `refereeEmail`. Throws ApiError: 400 invalid address, 429 daily cap, 503 mail not sent.
 */
export function sendReferralEmail(input: SendReferralEmailInput): Promise<Referral> {
  return apiRequest<Referral>('POST', '/api/referrals/send-email', input);
}

/** Mutation over sendReferralEmail; refreshes the referrals list (a pending row is added). */
export function useSendReferralEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferralEmail,
    meta: { errorTitle: msg('Failed to send email') }, // SPEC §8
    onSettled: () => queryClient.invalidateQueries({ queryKey: myReferralsQueryKey }),
  });
}
