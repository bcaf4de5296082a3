import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '#shared/account/account.schemas.ts';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, fieldError, forbidden } from '../../lib/app-error.ts';
import type { UserRow } from '../users/users.service.ts';
import {
  advanceTotpStep,
  findPlainTotpSecrets,
  replacePlainTotpSecret,
  replaceRecoveryCodes,
  updateAccount,
  useRecoveryCode,
} from './account.repository.ts';
import { hashSecret } from './link-tokens.ts';
import type { TotpSecretBox } from './totp-secret-box.ts';

/** What the two-factor functions work with: the database and the at-rest cipher of secrets. */
export interface TwoFactorDeps {
  db: Queryable;
  secrets: TotpSecretBox;
}

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
export async function startTwoFactorSetup(
  { db, secrets }: TwoFactorDeps,
  user: UserRow,
): Promise<TwoFactorSetup> {
  if (!canUseTwoFactor(user))
    throw forbidden('Two-factor sign-in is for hospital and admin accounts');
  if (user.totpEnabledAt) throw badRequest('Two-factor sign-in is already on', 'TWO_FACTOR_ON');
  const secret = generateSecret();
  // Replay protection is per secret: the new one starts with no accepted step.
  await updateAccount(db, user.id, {
    totpSecret: secrets.seal(user.id, secret),
    totpLastStep: null,
  });
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

/**
 * Accepts `code` once: it must be the app's code for the account's secret (± one step) of a
 * time step after the last accepted one (RFC 6238 §5.2), which it then becomes. The step is
 * advanced by compare-and-set, so of two concurrent uses of one code only one passes.
 */
async function acceptTotp(
  { db, secrets }: TwoFactorDeps,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
  const secret = secrets.open(user.id, user.totpSecret);
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return false;
  if (result.timeStep <= (user.totpLastStep ?? -1)) return false;
  return advanceTotpStep(db, user.id, result.timeStep);
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
  deps: TwoFactorDeps,
  user: UserRow,
  code: string,
): Promise<string[]> {
  const { db } = deps;
  if (!canUseTwoFactor(user))
    throw forbidden('Two-factor sign-in is for hospital and admin accounts');
  if (user.totpEnabledAt) throw badRequest('Two-factor sign-in is already on', 'TWO_FACTOR_ON');
  if (!(await acceptTotp(deps, user, code))) {
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
  await updateAccount(db, user.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
  await replaceRecoveryCodes(db, user.id, []);
}

/**
 * Checks a sign-in's second factor: an app code not used before (see {@link acceptTotp}), or
 * an unused recovery code (used up here).
 */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return acceptTotp(deps, user, trimmed);
  const normalized = normalizeRecoveryCode(trimmed);
  if (normalized.length !== 10) return false;
  return useRecoveryCode(deps.db, user.id, hashSecret(normalized));
}

/**
 * Encrypts the TOTP secrets still stored in clear (set up before encryption at rest, ADR 0027
 * addendum). Run at start-up; reading tolerates clear rows meanwhile. Returns how many.
 */
export async function sealPlainTotpSecrets({ db, secrets }: TwoFactorDeps): Promise<number> {
  const plain = await findPlainTotpSecrets(db);
  for (const row of plain) {
    await replacePlainTotpSecret(db, row.id, row.totpSecret, secrets.seal(row.id, row.totpSecret));
  }
  return plain.length;
}
