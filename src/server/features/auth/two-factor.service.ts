import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '#shared/account/account.schemas.ts';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, fieldError, forbidden } from '../../lib/app-error.ts';
import type { UserRow } from '../users/users.service.ts';
import { replaceRecoveryCodes, updateAccount, useRecoveryCode } from './account.repository.ts';
import { hashSecret } from './link-tokens.ts';

/** Roles that may turn on two-factor sign-in (issue #12): those that move money or verify. */
export const TWO_FACTOR_ROLES: readonly Role[] = ['hospital', 'admin'];

const ISSUER = 'CareAbroad';
/** Codes of the previous and next 30-second step are accepted too (clock drift). */
const TOLERANCE_SECONDS = 30;
/** Recovery-code alphabet: no 0/o, 1/l/i, so codes read back without mistakes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** True when the account's role may use two-factor sign-in. */
export function canUseTwoFactor(user: UserRow): boolean {
  return user.role !== null && TWO_FACTOR_ROLES.includes(user.role);
}

/** True when sign-in asks this account for a second factor. */
export function requiresTwoFactor(user: UserRow): boolean {
  return canUseTwoFactor(user) && user.totpEnabledAt !== null && user.totpSecret !== null;
}

/**
 * Starts setting up an authenticator app: a new secret is stored but not in force until
 * {@link enableTwoFactor} gets a valid code for it. Returns it with its `otpauth://` URI and a
 * QR code of the URI (SVG data URL, no external image service).
 * @throws 403 for patients and role-less accounts; 400 when two-factor is already on.
 */
export async function startTwoFactorSetup(db: Queryable, user: UserRow): Promise<TwoFactorSetup> {
  if (!canUseTwoFactor(user))
    throw forbidden('Two-factor sign-in is for hospital and admin accounts');
  if (user.totpEnabledAt) throw badRequest('Two-factor sign-in is already on', 'TWO_FACTOR_ON');
  const secret = generateSecret();
  await updateAccount(db, user.id, { totpSecret: secret });
  const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** True when `code` is the app's current code for `secret` (± one step). */
export async function isValidTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid;
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as stored and compared: lower case, without separators or spaces. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Turns two-factor sign-in on once `code` matches the set-up secret, and issues
 * {@link RECOVERY_CODE_COUNT} recovery codes, returned this once and stored hashed.
 * @throws 400 on `code` when it does not match or no setup was started.
 */
export async function enableTwoFactor(
  db: Queryable,
  user: UserRow,
  code: string,
): Promise<string[]> {
  if (!canUseTwoFactor(user))
    throw forbidden('Two-factor sign-in is for hospital and admin accounts');
  if (user.totpEnabledAt) throw badRequest('Two-factor sign-in is already on', 'TWO_FACTOR_ON');
  if (!user.totpSecret || !(await isValidTotp(user.totpSecret, code))) {
    throw fieldError(
      'code',
      'That code does not match. Check the time on your phone and try again.',
    );
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    user.id,
    codes.map((c) => hashSecret(normalizeRecoveryCode(c))),
  );
  await updateAccount(db, user.id, { totpEnabledAt: new Date() });
  return codes;
}

/** Turns two-factor sign-in off and forgets the secret and recovery codes. */
export async function disableTwoFactor(db: Queryable, user: UserRow): Promise<void> {
  await updateAccount(db, user.id, { totpSecret: null, totpEnabledAt: null });
  await replaceRecoveryCodes(db, user.id, []);
}

/**
 * Checks a sign-in's second factor: the app's code, or an unused recovery code (used up here).
 */
export async function verifySecondFactor(
  db: Queryable,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return isValidTotp(user.totpSecret, trimmed);
  const normalized = normalizeRecoveryCode(trimmed);
  if (normalized.length !== 10) return false;
  return useRecoveryCode(db, user.id, hashSecret(normalized));
}
