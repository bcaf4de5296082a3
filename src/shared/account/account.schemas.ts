import { z } from 'zod';
import { EmailSchema, PasswordSchema } from '../auth/auth.schemas.ts';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../common/constants.ts';
import { singleLineText } from '../common/common.schemas.ts';
import { LocaleSchema } from '../i18n/locale.schemas.ts';

/** How long a password-reset link stays valid (issue #12): 30 minutes, in ms. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** How long an e-mail change confirmation link stays valid: 24 hours, in ms. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** How many two-factor recovery codes an account gets. */
export const RECOVERY_CODE_COUNT = 10;

/** The typed confirmation account deletion asks for (besides the password, when one is set). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const CurrentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(MAX_PASSWORD_LENGTH);

/** A token from an e-mailed link: 43 base64url characters (32 random bytes). */
const LinkTokenSchema = z
  .string({ error: 'This link is invalid or has expired' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired');

/**
 * `POST /api/auth/password-reset` body. Always `202 {message}`, whether or not the address has
 * an account (the e-mail goes only to an existing one).
 */
export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/**
 * `POST /api/auth/password-reset/confirm` body: the link's token and the new password.
 * 204 on success (every session of the account ends); 400 "This link is invalid or has
 * expired" for an unknown, used or expired token, or a guessable password.
 */
export const PasswordResetConfirmSchema = z.strictObject({
  token: LinkTokenSchema,
  password: PasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** `POST /api/auth/email-change/confirm` body: the token from the link sent to the new address. */
export const EmailChangeConfirmSchema = z.strictObject({ token: LinkTokenSchema });
export type EmailChangeConfirm = z.infer<typeof EmailChangeConfirmSchema>;

/** `{message}`: a sentence for the page or toast. */
export const AccountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageSchema>;

/**
 * `GET /api/me/settings`: what the settings page shows beside the current user.
 * `hasPassword` is false for single-sign-on-only accounts (they cannot change a password they
 * do not have); `twoFactorAvailable` is true for hospitals and admins.
 */
export const AccountSettingsSchema = z.object({
  messageEmails: z.boolean(),
  notificationEmails: z.boolean(),
  hasPassword: z.boolean(),
  twoFactorAvailable: z.boolean(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  otherSessions: z.number().int(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** `PATCH /api/me/profile` body → 200 current user. */
export const ProfileUpdateSchema = z.strictObject({
  firstName: singleLineText('First name', MAX_NAME_LENGTH),
  lastName: singleLineText('Last name', MAX_NAME_LENGTH),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/**
 * `PATCH /api/me/preferences` body → 200 settings: `messageEmails` (the unread-message notice,
 * ADR 0008) and `notificationEmails` (the notification digest, ADR 0043); at least one.
 */
export const PreferencesUpdateSchema = z
  .strictObject({
    messageEmails: z.boolean().optional(),
    notificationEmails: z.boolean().optional(),
  })
  .refine((value) => value.messageEmails !== undefined || value.notificationEmails !== undefined, {
    message: 'Give messageEmails or notificationEmails',
  });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

/**
 * `PUT /api/me/preferred-locale` body → 200 the current user (issue #17, ADR 0064): the
 * language the account's e-mails are written in and a new browser shows; one of LOCALES,
 * anything else a 400 on `preferredLocale`.
 */
export const PreferredLocaleUpdateSchema = z.strictObject({ preferredLocale: LocaleSchema });
export type PreferredLocaleUpdate = z.infer<typeof PreferredLocaleUpdateSchema>;

/**
 * `POST /api/me/password` body → 204. 400 on `currentPassword` when it is wrong, on
 * `newPassword` when guessable. Other sessions of the account end; this one continues.
 */
export const PasswordChangeSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/**
 * `POST /api/me/email` body → 202 {message}: a confirmation link goes to `newEmail`; the
 * address changes only when it is opened. 400 on `currentPassword` when wrong.
 */
export const EmailChangeRequestSchema = z.strictObject({
  newEmail: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** `POST /api/me/sessions/end-others` → 200: how many other sessions were ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

/**
 * `POST /api/me/two-factor/setup` → 200: a new secret (not yet in force), its `otpauth://` URI
 * and that URI as a QR code (`data:image/svg+xml` URL). Hospital and admin accounts only.
 */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** `POST /api/me/two-factor/enable` body: a code from the app for the set-up secret. */
export const TwoFactorEnableSchema = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
export type TwoFactorEnable = z.infer<typeof TwoFactorEnableSchema>;

/** `POST /api/me/two-factor/enable` → 200: the recovery codes, shown this once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** `POST /api/me/two-factor/disable` body → 204. 400 on `currentPassword` when wrong. */
export const TwoFactorDisableSchema = z.strictObject({ currentPassword: CurrentPasswordSchema });
export type TwoFactorDisable = z.infer<typeof TwoFactorDisableSchema>;

/**
 * `DELETE /api/me` body → 204, session ended. `confirmation` must be
 * {@link DELETE_CONFIRMATION_WORD}; `currentPassword` is required when the account has one.
 */
export const AccountDeletionSchema = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, {
    error: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  }),
  currentPassword: CurrentPasswordSchema.optional(),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
