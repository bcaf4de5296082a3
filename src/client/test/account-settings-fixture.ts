import type { AccountSettings } from '#shared/account/account.schemas.ts';

/**
 * `GET /api/me/settings` of a password account with no second factor and no other sessions,
 * the starting point of the settings page's tests.
 */
export const ACCOUNT_SETTINGS: AccountSettings = {
  messageEmails: true,
  notificationEmails: true,
  hasPassword: true,
  twoFactorAvailable: false,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  otherSessions: 0,
};
