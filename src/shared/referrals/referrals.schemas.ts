import { z } from 'zod';
import { MAX_REFERRAL_CODE_LENGTH } from '../common/constants.ts';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * Referral statuses (SPEC §3, §4): `pending` an invitation e-mailed but not used yet,
 * `completed` a code used and both sides credited (DESIGN §5). `signed_up` stays in the union
 * for the table's enum; the server does not produce it (crediting happens at the moment of use).
 */
export const ReferralStatusSchema = z.enum(['pending', 'signed_up', 'completed']);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

/**
 * One referral the caller made (`GET /api/referrals/my`, DESIGN §4): SPEC §3 fields plus the
 * referee's name once an account used the code. `rewardPoints` is what the referrer earned by
 * it (100 when completed, else 0). `refereeEmail` is only set for e-mailed invitations.
 */
export const ReferralSchema = z.object({
  id: z.uuid(),
  referrerId: z.uuid(),
  referralCode: z.string(),
  refereeId: z.uuid().nullable(),
  refereeEmail: z.string().nullable(),
  status: ReferralStatusSchema,
  rewardPoints: z.number().int(),
  createdAt: IsoDateTimeSchema,
  completedAt: IsoDateTimeSchema.nullable(),
  referee: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
});
export type Referral = z.infer<typeof ReferralSchema>;

/**
 * `POST /api/referrals/use` body (SPEC §5, §7): the code, trimmed and upper-cased, 1–20
 * characters. Unknown, own and already-used codes all answer one generic 400 (SECURITY §1).
 */
export const UseReferralCodeInputSchema = z.strictObject({
  referralCode: z
    .string({ error: 'Referral code is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Referral code is required')
    .max(
      MAX_REFERRAL_CODE_LENGTH,
      `Referral code must be at most ${MAX_REFERRAL_CODE_LENGTH} characters`,
    ),
});
export type UseReferralCodeInput = z.infer<typeof UseReferralCodeInputSchema>;

/** `POST /api/referrals/use` answer (DESIGN §4): `{"success": true}`. */
export const UseReferralCodeResponseSchema = z.object({ success: z.literal(true) });
export type UseReferralCodeResponse = z.infer<typeof UseReferralCodeResponseSchema>;

/**
 * `POST /api/referrals/send-email` body (SPEC §5, §7): the friend's address, trimmed and
 * lower-cased, at most 254 characters. Empty → 'Email required'; malformed → 'Please enter a
 * valid email address'. A valid address cannot hold CR/LF, so it is safe in a mail header.
 */
export const SendReferralEmailInputSchema = z.strictObject({
  refereeEmail: z
    .string({ error: 'Email required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
});
export type SendReferralEmailInput = z.infer<typeof SendReferralEmailInputSchema>;
