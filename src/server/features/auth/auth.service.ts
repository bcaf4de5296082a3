import { randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput } from '#shared/auth/auth.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateReferralCode } from '../users/referral-code.ts';
import {
  createAccount,
  findUserByEmail,
  recordSignIn,
  type UserRow,
} from '../users/users.service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { assertStrongPassword } from './password-policy.ts';
import { assertNotThrottled, clearFailedSignIns, recordFailedSignIn } from './sign-in-throttle.ts';
import { requiresTwoFactor } from './two-factor.service.ts';

const REFERRAL_CODE_ATTEMPTS = 5;

function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/** The outcome of {@link registerAccount}. */
export type Registration =
  | { kind: 'created'; user: UserRow }
  /** The e-mail had an account: its owner was told; `user` is a look-alike never stored. */
  | { kind: 'existing'; user: UserRow };

/**
 * A row shaped like a new account's, for answering the registration of a taken e-mail exactly
 * like a new one (ADR 0025). Never stored.
 */
function lookAlikeAccount(input: RegisterInput, adminEmails: readonly string[]): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    email: input.email,
    passwordHash: null,
    oidcSubject: null,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    role: isAdminEmail(adminEmails, input.email) ? 'admin' : null,
    rewardPoints: 0,
    referralCode: generateReferralCode(),
    hospitalVerifiedAt: null,
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    messageEmailsEnabled: true,
    notificationEmailsEnabled: true,
    preferredCurrency: 'USD',
    preferredLocale: input.preferredLocale ?? null,
    deletedAt: null,
    firstLoginAt: now,
    lastLoginAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Creates a local account (DESIGN §4) and records its first sign-in. Accounts listed in
 * ADMIN_EMAILS become admins. `input.preferredLocale`, when given, is saved as the account's
 * language (ADR 0064). A guessable password is refused. When the e-mail already has an
 * account, the same work is done (the password is hashed), `notifyOwner` is called with that
 * account and a look-alike is returned: the caller answers as for a new account.
 * @throws 400 on `password` when it is guessable (checked with the e-mail and names).
 */
export async function registerAccount(
  db: Queryable,
  input: RegisterInput,
  adminEmails: readonly string[],
  notifyOwner: (owner: UserRow) => void,
): Promise<Registration> {
  assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    notifyOwner(existing);
    return { kind: 'existing', user: lookAlikeAccount(input, adminEmails) };
  }
  for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
    try {
      const created = await createAccount(db, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLocale: input.preferredLocale ?? null,
      });
      const signedIn = await recordSignIn(db, created, {
        grantAdmin: isAdminEmail(adminEmails, created.email),
      });
      return { kind: 'created', user: signedIn };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await findUserByEmail(db, input.email);
      if (raced) {
        notifyOwner(raced);
        return { kind: 'existing', user: lookAlikeAccount(input, adminEmails) };
      }
    }
  }
  throw new Error('could not allocate a unique referral code');
}

/** The outcome of {@link signIn}. */
export type SignInResult =
  | { kind: 'signedIn'; user: UserRow }
  /** Password right; the account's second factor is still needed. */
  | { kind: 'twoFactor'; user: UserRow };

/**
 * Checks a local sign-in and records it (`lastLoginAt`, `firstLoginAt`). The same 401 for an
 * unknown e-mail and a wrong password, with the same work done, so accounts cannot be probed.
 * Failures count against the e-mail address typed, known or not (sign-in-throttle.ts): past the
 * free ones, the address is refused for a growing delay, even with the right password, and the
 * 429 is the same for an address without an account (ADR 0033).
 * @throws 401 "Invalid email or password"; 429 (AccountThrottledError) while throttled.
 */
export async function signIn(
  db: Queryable,
  input: LoginInput,
  adminEmails: readonly string[],
): Promise<SignInResult> {
  await assertNotThrottled(db, input.email);
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !user.passwordHash || !isValid || user.deletedAt) {
    await recordFailedSignIn(db, input.email);
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  }
  if (requiresTwoFactor(user)) return { kind: 'twoFactor', user };
  return { kind: 'signedIn', user: await completeSignIn(db, user, adminEmails) };
}

/** Records a successful sign-in (password, and second factor when required). */
export async function completeSignIn(
  db: Queryable,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  await clearFailedSignIns(db, user.email);
  return recordSignIn(db, user, { grantAdmin: isAdminEmail(adminEmails, user.email) });
}
