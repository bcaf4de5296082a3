import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_CHANGE_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  type EmailChangeRequest,
  type PasswordResetConfirm,
} from '#shared/account/account.schemas.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { badRequest, conflict, fieldError } from '../../lib/app-error.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { recipientOf } from '../../mail/mail-recipient.ts';
import type { RecordStore } from '../records/storage/record-store.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.service.ts';
import {
  composeEmailChangeConfirmation,
  composeEmailChangeNotice,
  composePasswordChanged,
  composePasswordReset,
} from './account-mail.ts';
import {
  deleteSessionsOfUser,
  findLiveAccountToken,
  redeemAccountToken,
  replaceAccountToken,
  updateAccount,
} from './account.repository.ts';
import { hashSecret, newLinkToken } from './link-tokens.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { assertStrongPassword } from './password-policy.ts';
import { clearFailedSignIns } from './sign-in-throttle.ts';

/** What the account services need besides the database. */
export interface AccountContext {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  /** Closes the sockets of ended sessions, on every instance (SECURITY §3). */
  endSockets: (
    sids: readonly string[],
  ) => Promise<void>; /** Where the account's record files are, for account deletion (ADR 0037). */
  recordStore: RecordStore;
}

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';

/** The same sentence for known and unknown addresses (issue #12). */
export const PASSWORD_RESET_SENT =
  'If an account uses this address, we have sent it a link to set a new password. It works once, for 30 minutes.';

/**
 * Sends a mail whose loss only costs the user a retry; a failure is logged (codes only).
 * Not awaited by callers whose answer must not depend on it (timing, ADR 0025).
 */
export async function sendBestEffort(context: AccountContext, mail: OutgoingMail): Promise<void> {
  try {
    await context.mailer.send(mail);
  } catch (error) {
    context.log.warn({ kind: mail.kind, code: (error as { code?: unknown }).code }, 'mail failed');
  }
}

/**
 * Starts a password reset (issue #12): for an existing account, a new single-use token (only its
 * hash stored, earlier links voided, valid {@link PASSWORD_RESET_TTL_MS}) is e-mailed. Unknown
 * addresses get the same answer; the mail is sent in the background so timing does not tell.
 */
export async function requestPasswordReset(context: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user || user.deletedAt) return;
  const token = newLinkToken();
  await replaceAccountToken(context.db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  void sendBestEffort(context, composePasswordReset(recipientOf(user), context.appOrigin, token));
}

async function endAllSessions(context: AccountContext, userId: string, exceptSid?: string) {
  const sids = await deleteSessionsOfUser(context.db, userId, exceptSid);
  await context.endSockets(sids);
}

/**
 * Sets a new password from a reset link: the token is redeemed once (compare-and-set), the
 * password checked for strength, every session of the account ended and the throttle cleared.
 * @throws 400 "This link is invalid or has expired…" for an unknown, used or expired token;
 * 400 on `password` when guessable (the token is then still usable).
 */
export async function confirmPasswordReset(
  context: AccountContext,
  input: PasswordResetConfirm,
): Promise<void> {
  const tokenHash = hashSecret(input.token);
  const user = await findUserOfLiveToken(context, tokenHash);
  assertStrongPassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  const redeemed = await redeemAccountToken(context.db, tokenHash, 'password_reset');
  if (!redeemed) throw badRequest(INVALID_LINK, 'INVALID_LINK');
  await updateAccount(context.db, redeemed.userId, { passwordHash });
  await clearFailedSignIns(context.db, user.email);
  await endAllSessions(context, redeemed.userId);
  void sendBestEffort(context, composePasswordChanged(recipientOf(user), context.appOrigin));
}

/** The account of an unused, unexpired reset token, without using it; 400 otherwise. */
async function findUserOfLiveToken(context: AccountContext, tokenHash: string): Promise<UserRow> {
  const row = await findLiveAccountToken(context.db, tokenHash, 'password_reset');
  const user = row && (await findUserById(context.db, row.userId));
  if (!user || user.deletedAt) throw badRequest(INVALID_LINK, 'INVALID_LINK');
  return user;
}

/**
 * Checks the signed-in user's current password (the same work when they have none).
 * @throws 400 on `currentPassword` "Your current password is not correct".
 */
export async function assertCurrentPassword(user: UserRow, password: string): Promise<void> {
  const isValid = await verifyPassword(password, user.passwordHash ?? (await dummyPasswordHash()));
  if (!user.passwordHash || !isValid) {
    throw fieldError('currentPassword', 'Your current password is not correct');
  }
}

/**
 * Changes the password of the signed-in `user` (current password required); their other
 * sessions end, this one continues, and the account's address is told.
 * @throws 400 on `currentPassword` or on `newPassword` (guessable).
 */
export async function changePassword(
  context: AccountContext,
  user: UserRow,
  input: { currentPassword: string; newPassword: string; sessionId: string },
): Promise<void> {
  await assertCurrentPassword(user, input.currentPassword);
  assertStrongPassword(input.newPassword, user, 'newPassword');
  await updateAccount(context.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await endAllSessions(context, user.id, input.sessionId);
  void sendBestEffort(context, composePasswordChanged(recipientOf(user), context.appOrigin));
}

/**
 * Asks to move the account to `newEmail` (current password required): a confirmation link goes
 * to the NEW address and a notice to the old one; nothing changes until the link is opened.
 * @throws 400 on `currentPassword`; 400 on `newEmail` when it is the current address. A
 * taken address is not revealed: the link is sent, and confirming it fails.
 */
export async function requestEmailChange(
  context: AccountContext,
  user: UserRow,
  input: EmailChangeRequest,
): Promise<void> {
  await assertCurrentPassword(user, input.currentPassword);
  if (input.newEmail === user.email.toLowerCase()) {
    throw fieldError('newEmail', 'This is already your e-mail address');
  }
  const token = newLinkToken();
  await replaceAccountToken(context.db, {
    userId: user.id,
    purpose: 'email_change',
    tokenHash: hashSecret(token),
    newEmail: input.newEmail,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  await context.mailer.send(
    composeEmailChangeConfirmation(
      { ...recipientOf(user), email: input.newEmail },
      context.appOrigin,
      token,
    ),
  );
  void sendBestEffort(
    context,
    composeEmailChangeNotice(recipientOf(user), context.appOrigin, 'requested'),
  );
}

/**
 * Applies an e-mail change from the link sent to the new address; the old address is told.
 * @returns the updated account.
 * @throws 400 for an invalid, used or expired link; 409 when the address got an account since.
 */
export async function confirmEmailChange(context: AccountContext, token: string): Promise<UserRow> {
  const redeemed = await redeemAccountToken(context.db, hashSecret(token), 'email_change');
  const before = redeemed && (await findUserById(context.db, redeemed.userId));
  if (!redeemed?.newEmail || !before || before.deletedAt) {
    throw badRequest(INVALID_LINK, 'INVALID_LINK');
  }
  let updated: UserRow | undefined;
  try {
    updated = await updateAccount(context.db, before.id, { email: redeemed.newEmail });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Another account already uses this e-mail address', 'EMAIL_TAKEN');
    }
    throw error;
  }
  if (!updated) throw badRequest(INVALID_LINK, 'INVALID_LINK');
  void sendBestEffort(
    context,
    composeEmailChangeNotice(recipientOf(before), context.appOrigin, 'changed'),
  );
  return updated;
}
