import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearSignInThrottle,
  findSignInThrottle,
  recordSignInFailure,
} from './account.repository.ts';

/**
 * Per-address sign-in throttle (issue #12, ADRs 0026 and 0033), beside the per-client rate
 * limit: the first `freeFailures` failures in a row cost nothing; each further one locks the
 * e-mail address for `baseMs · 2^(n − freeFailures − 1)`, at most `maxMs`. Counted per address
 * typed, whether it has an account or not, so a lock reveals nothing about the address. Kept in
 * the database so that every instance counts the same failures.
 */
export const SIGN_IN_THROTTLE = { freeFailures: 5, baseMs: 2_000, maxMs: 15 * 60_000 } as const;

/**
 * 429 while an address is throttled, with the same message for every address (SECURITY §6);
 * `retryAfterSeconds` goes into `Retry-After`.
 */
export class AccountThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many failed sign-ins with this email address. Try again in ${describeWait(retryAfterSeconds)}, or reset your password.`,
    );
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The throttle's key of an address: SHA-256 (hex) of it trimmed and lower-cased. */
function emailKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** @throws AccountThrottledError while the address's lock lasts. */
export async function assertNotThrottled(db: Queryable, email: string): Promise<void> {
  const throttle = await findSignInThrottle(db, emailKeyOf(email));
  const remainingMs = (throttle?.lockedUntil?.getTime() ?? 0) - Date.now();
  if (remainingMs > 0) throw new AccountThrottledError(Math.ceil(remainingMs / 1000));
}

/** Counts a failed password or second factor against the address. */
export async function recordFailedSignIn(db: Queryable, email: string): Promise<void> {
  await recordSignInFailure(db, emailKeyOf(email), SIGN_IN_THROTTLE);
}

/** Forgets the address's failures (a successful sign-in, a password reset). */
export async function clearFailedSignIns(db: Queryable, email: string): Promise<void> {
  await clearSignInThrottle(db, emailKeyOf(email));
}

/**
 * Runs a sign-in step; a throttled address's 429 gets its `Retry-After` header (SECURITY §6).
 */
export async function withRetryAfter<T>(
  reply: { header(name: string, value: string): unknown },
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AccountThrottledError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
}
