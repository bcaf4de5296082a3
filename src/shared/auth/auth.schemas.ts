import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../common/constants.ts';
import { IsoDateTimeSchema, singleLineText } from '../common/common.schemas.ts';
import { LocaleSchema } from '../i18n/locale.schemas.ts';

/** The three roles of SPEC §1. A signed-in user without a role has `role: null`. */
export const RoleSchema = z.enum(['patient', 'hospital', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** An e-mail address: trimmed, lower-cased, at most 254 characters. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/**
 * A new password's length rule (DESIGN §4, 8–128 characters). Its strength is checked with the
 * account's own words by checkPasswordStrength (password-strength.ts) in the form and service.
 */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * `POST /api/auth/register` body (DESIGN §4). A taken e-mail answers like a new one (ADR
 * 0025); a guessable password is a 400 on `password`. Optional `preferredLocale` (issue #17,
 * ADR 0064): the language the visitor was using, saved on the new account (absent: the
 * request's `Accept-Language` decides); a code outside LOCALES is a 400 on `preferredLocale`.
 */
export const RegisterInputSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: singleLineText('First name', MAX_NAME_LENGTH),
  lastName: singleLineText('Last name', MAX_NAME_LENGTH),
  preferredLocale: LocaleSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * `POST /api/auth/login` body (DESIGN §4). 401 "Invalid email or password" on failure; 429 while
 * the account is throttled after failures; `202 {twoFactorRequired: true}` when the account
 * has two-factor sign-in (then `POST /api/auth/login/two-factor`).
 */
export const LoginInputSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * `GET /api/auth/user`: SPEC §3 user fields plus `referralCode` (the user's own code),
 * `preferredCurrency` (issue #15), `preferredLocale` (issue #17) and, for hospitals, `verified`
 * (DESIGN §4). Dates are ISO strings.
 */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: RoleSchema.nullable(),
  rewardPoints: z.number().int(),
  referralCode: z.string(),
  /** ISO 4217 code prices are also shown in, approximately (issue #15); `USD` by default. */
  preferredCurrency: z.string(),
  /** The language the account chose (ADR 0064); null until chosen (e-mails then in English). */
  preferredLocale: LocaleSchema.nullable(),
  verified: z.boolean().optional(),
  firstLoginAt: IsoDateTimeSchema.nullable(),
  lastLoginAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** `202` answer of `POST /api/auth/login` when a second factor is needed (issue #12). */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/**
 * `POST /api/auth/login/two-factor` body: a 6-digit code of the authenticator app, or one of
 * the recovery codes (`xxxxx-xxxxx`). 401 "Invalid code" otherwise or when no sign-in waits.
 */
export const TwoFactorLoginInputSchema = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(6, 'Enter the 6-digit code or a recovery code')
    .max(32, 'Enter the 6-digit code or a recovery code'),
});
export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginInputSchema>;
