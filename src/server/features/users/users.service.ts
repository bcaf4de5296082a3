import type { SQLWrapper } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ChooseRoleInput } from '#shared/users/users.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { generateReferralCode } from './referral-code.ts';
import {
  findUserById,
  insertUser,
  listVerifiedHospitalRows,
  markHospitalVerified,
  recordLogin,
  setRoleIfUnset,
  updatePreferredCurrency,
  type UserRow,
} from './users.repository.ts';

/**
 * The account lookups and the OpenID link other features use (auth, authorization): the row as
 * stored, or undefined; `listAdminIds` names whom to tell of an event for admins. `linkOidcSubject` is a compare-and-set: undefined when the account is
 * already linked; it throws a unique violation when the subject is linked to another account.
 */
export {
  findUserByEmail,
  findUserById,
  findUserByOidcSubject,
  linkOidcSubject,
  listAdminIds,
  type UserRow,
} from './users.repository.ts';

const HOSPITAL_NOT_FOUND = 'Hospital not found';

/** What a new account starts with; the referral code is the users feature's to allocate. */
export interface NewAccount {
  email: string;
  /** Absent for an account that signs in only through the OpenID provider. */
  passwordHash?: string;
  oidcSubject?: string;
  firstName: string | null;
  lastName: string | null;
  /** The language the visitor signed up in (ADR 0064); null when unknown. */
  preferredLocale?: Locale | null;
}

/**
 * Stores a new account without a role, with a fresh random referral code. Runs on `db`, which
 * may be the caller's transaction.
 * @throws a unique violation (23505) when the e-mail, the OpenID subject or — rarely — the
 * referral code is taken; callers retry or answer for the existing account.
 */
export function createAccount(db: Queryable, account: NewAccount): Promise<UserRow> {
  return insertUser(db, { ...account, referralCode: generateReferralCode() });
}

/**
 * Records a sign-in: `lastLoginAt` now, `firstLoginAt` the first time, and the admin role when
 * `grantAdmin` (ADMIN_EMAILS). Returns the updated account, or `user` as given when its row is
 * gone meanwhile.
 */
export async function recordSignIn(
  db: Queryable,
  user: UserRow,
  options: { grantAdmin: boolean },
): Promise<UserRow> {
  return (await recordLogin(db, user.id, options)) ?? user;
}

/**
 * The hospital account with this id (a malformed id is treated as unknown).
 * @throws 404 "Hospital not found" when the id is not a hospital's.
 */
export async function requireHospital(db: Queryable, rawId: string): Promise<UserRow> {
  const hospital = await findUserById(db, requireUuid(rawId, HOSPITAL_NOT_FOUND));
  if (hospital?.role !== 'hospital') throw notFound(HOSPITAL_NOT_FOUND);
  return hospital;
}

/**
 * Marks a hospital account verified (DESIGN §5; idempotent: the first verification time stays).
 * Runs on `db`, which may be the caller's transaction (the admin's audit entry goes with it).
 * @throws 404 "Hospital not found" when the id is not a hospital account.
 */
export async function verifyHospitalAccount(db: Queryable, id: string): Promise<UserRow> {
  const hospital = await markHospitalVerified(db, id);
  if (!hospital) throw notFound(HOSPITAL_NOT_FOUND);
  return hospital;
}

/**
 * Sets the caller's role once (DESIGN §5). `admin` never reaches here (the input schema
 * refuses it with 400).
 * @throws 409 when a role is already set.
 */
export async function chooseRole(
  db: Queryable,
  user: UserRow,
  input: ChooseRoleInput,
): Promise<UserRow> {
  const updated = await setRoleIfUnset(db, user.id, input.role);
  if (!updated) throw conflict('Your role has already been chosen', 'ROLE_ALREADY_SET');
  return updated;
}

/**
 * Sets the currency prices are also shown in (issue #15); the caller has checked that it has
 * a rate. Returns the updated account, or `user` as given when its row is gone meanwhile.
 */
export async function setPreferredCurrency(
  db: Queryable,
  user: UserRow,
  currency: string,
): Promise<UserRow> {
  return (await updatePreferredCurrency(db, user.id, currency)) ?? user;
}

/**
 * Verified hospitals (not deleted), oldest account first, for the public catalogue
 * (issue #17): `limit` rows after `cursor` in (created at, id) order, only those whose id the
 * `onlyIds` subquery selects when given (the catalogue's filters).
 */
export function listVerifiedHospitals(
  db: Queryable,
  page: { limit: number; cursor: Cursor | undefined; onlyIds?: SQLWrapper },
): Promise<UserRow[]> {
  return listVerifiedHospitalRows(db, page);
}
