import type { LoginInput, RegisterInput } from '#shared/auth/auth.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { generateReferralCode } from '../users/referral-code.ts';
import {
  findUserByEmail,
  insertUser,
  recordLogin,
  type UserRow,
} from '../users/users.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

const REFERRAL_CODE_ATTEMPTS = 5;

function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/**
 * Creates a local account (DESIGN §4) and records its first sign-in. Accounts listed in
 * ADMIN_EMAILS become admins.
 * @throws 409 when the e-mail is taken.
 */
export async function registerAccount(
  db: Queryable,
  input: RegisterInput,
  adminEmails: readonly string[],
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email))
    throw conflict('An account with this email already exists', 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
    try {
      const created = await insertUser(db, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        referralCode: generateReferralCode(),
      });
      const signedIn = await recordLogin(db, created.id, {
        grantAdmin: isAdminEmail(adminEmails, created.email),
      });
      return signedIn ?? created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findUserByEmail(db, input.email)) {
        throw conflict('An account with this email already exists', 'EMAIL_TAKEN');
      }
    }
  }
  throw new Error('could not allocate a unique referral code');
}

/**
 * Checks a local sign-in and records it (`lastLoginAt`, `firstLoginAt`). The same 401 for an
 * unknown e-mail and a wrong password, with the same work done, so accounts cannot be probed.
 * @throws 401 "Invalid email or password".
 */
export async function signIn(
  db: Queryable,
  input: LoginInput,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !user.passwordHash || !isValid) {
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  }
  return (
    (await recordLogin(db, user.id, { grantAdmin: isAdminEmail(adminEmails, user.email) })) ?? user
  );
}
