import type {
  AccountDeletion,
  AccountSettings,
  PreferencesUpdate,
  ProfileUpdate,
} from '#shared/account/account.schemas.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { deleteConsentHistory, exportConsents } from '../consents/consents.service.ts';
import { deleteHospitalProfileOf } from '../hospital-profiles/hospital-profiles.service.ts';
import { exportNotifications } from '../notifications/notifications.service.ts';
import { deleteUserNotifications } from '../notifications/notifications.service.ts';
import {
  deleteRecordRowsOfPatient,
  exportRecordsOfPatient,
  removeRecordFiles,
} from '../records/records.service.ts';
import {
  deleteSharingOfUser,
  exportSharingOfUser,
} from '../records/sharing/sharing-account.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { collectAccountData, eraseAccount, type AccountData } from './account-data.repository.ts';
import { assertCurrentPassword, type AccountContext } from './account-links.service.ts';
import {
  countOtherSessions,
  countRecoveryCodesLeft,
  deleteSessionsOfUser,
  updateAccount,
} from './account.repository.ts';
import { clearFailedSignIns } from './sign-in-throttle.ts';
import { canUseTwoFactor } from './two-factor.service.ts';

/** The settings page's state for `user`, seen from session `sessionId`. */
export async function getAccountSettings(
  db: Database,
  user: UserRow,
  sessionId: string,
): Promise<AccountSettings> {
  const [recoveryCodesLeft, otherSessions] = await Promise.all([
    user.totpEnabledAt ? countRecoveryCodesLeft(db, user.id) : 0,
    countOtherSessions(db, user.id, sessionId),
  ]);
  return {
    messageEmails: user.messageEmailsEnabled,
    notificationEmails: user.notificationEmailsEnabled,
    hasPassword: user.passwordHash !== null,
    twoFactorAvailable: canUseTwoFactor(user),
    twoFactorEnabled: user.totpEnabledAt !== null,
    recoveryCodesLeft,
    otherSessions,
  };
}

/** Renames the account; returns the updated row. */
export async function updateProfile(
  db: Database,
  user: UserRow,
  input: ProfileUpdate,
): Promise<UserRow> {
  return (await updateAccount(db, user.id, input)) ?? user;
}

/**
 * Saves the account's language (issue #17, ADR 0064): its e-mails are written in it and a new
 * browser adopts it. Returns the updated row (`user` when the row is gone meanwhile).
 */
export async function choosePreferredLocale(
  db: Database,
  user: UserRow,
  locale: Locale,
): Promise<UserRow> {
  return (await updateAccount(db, user.id, { preferredLocale: locale })) ?? user;
}

/**
 * Sets the e-mail preferences given: the unread-message notice (ADR 0008) and the notification
 * digest (ADR 0043); an omitted one stays as it is.
 */
export async function updatePreferences(
  db: Database,
  user: UserRow,
  input: PreferencesUpdate,
): Promise<UserRow> {
  const values = {
    ...(input.messageEmails === undefined ? {} : { messageEmailsEnabled: input.messageEmails }),
    ...(input.notificationEmails === undefined
      ? {}
      : { notificationEmailsEnabled: input.notificationEmails }),
  };
  return (await updateAccount(db, user.id, values)) ?? user;
}

/** Ends every other session of the account (rows deleted, sockets closed); how many. */
export async function endOtherSessions(
  context: AccountContext,
  user: UserRow,
  sessionId: string,
): Promise<number> {
  const sids = await deleteSessionsOfUser(context.db, user.id, sessionId);
  await context.endSockets(sids);
  return sids.length;
}

/**
 * Everything stored about the account, for `GET /api/me/export` (SECURITY §5) and the JSON
 * inside the archive of `GET /api/me/export/archive` (ADR 0039): when it was taken, the rows of
 * ADR 0028, the records vault's metadata and access log (the files' bytes are in the archive),
 * the consent history, the grants and document requests the user is party to (ADR 0041) and
 * the notifications (ADR 0043).
 */
export async function exportAccountData(
  db: Database,
  user: UserRow,
): Promise<
  { exportedAt: string } & AccountData &
    Awaited<ReturnType<typeof exportRecordsOfPatient>> &
    Awaited<ReturnType<typeof exportSharingOfUser>> & {
      consents: Awaited<ReturnType<typeof exportConsents>>;
      notifications: Notification[];
    }
> {
  const [data, records, sharing, consents, notifications] = await Promise.all([
    collectAccountData(db, user.id, user.email),
    exportRecordsOfPatient(db, user.id),
    exportSharingOfUser(db, user.id),
    exportConsents(db, user.id),
    exportNotifications(db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    ...data,
    ...records,
    ...sharing,
    consents,
    notifications,
  };
}

/**
 * Deletes the account (SECURITY §5, ADR 0028) in one transaction:
 * what payments law keeps stays, anonymised; the rest is deleted, medical records and a
 * hospital's profile (accreditation evidence, photos) included, whose files are removed after the
 * commit (ADR 0037). Its sockets are closed.
 * @throws 400 on `currentPassword` when the account has a password and it is missing or wrong.
 */
export async function deleteAccount(
  context: AccountContext,
  user: UserRow,
  input: AccountDeletion,
): Promise<void> {
  if (user.passwordHash) {
    if (!input.currentPassword) {
      throw fieldError('currentPassword', 'Enter your password to delete your account');
    }
    await assertCurrentPassword(user, input.currentPassword);
  }
  const { sids, recordFiles } = await context.db.transaction(async (tx) => {
    const ended = await deleteSessionsOfUser(tx, user.id);
    await deleteSharingOfUser(tx, user.id);
    await deleteConsentHistory(tx, user.id);
    await deleteUserNotifications(tx, user.id);
    const recordKeys = await deleteRecordRowsOfPatient(tx, user.id);
    const profileKeys = await deleteHospitalProfileOf(tx, user.id);
    await eraseAccount(tx, user.id);
    await clearFailedSignIns(tx, user.email);
    return { sids: ended, recordFiles: [...recordKeys, ...profileKeys] };
  });
  // Files go once the rows are gone for good: a rolled-back deletion keeps readable records.
  await removeRecordFiles({ store: context.recordStore, log: context.log }, recordFiles);
  await context.endSockets(sids);
}
