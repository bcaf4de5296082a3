import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSignInThrottle, recordSignInFailure } from './account.repository.ts';

/**
 * Per-account sign-in throttle (issue #12, ADR 0026), beside the per-address
 * rate limit: the first `freeFailures` failures in a row cost nothing; each further one
 * locks the account for `baseMs · 2^(n − freeFailures − 1)`, at most `maxMs`.
 * Kept in the database so that every instance counts the same failures.
 */
export const SIGN_IN_THROTTLE = { freeFailures: 5, baseMs: 2_000, maxMs: 15 * 60_000 } as const;

/** 429 while an account is throttled; `retryAfterSeconds` goes into `Retry-After`. */
export class AccountThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many failed sign-ins for this account. Try again in ${describeWait(retryAfterSeconds)}, or reset your password.`,
    );
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** @throws AccountThrottledError while the account's lock lasts. */
export async function assertNotThrottled(db: Queryable, userId: string): Promise<void> {
  const throttle = await findSignInThrottle(db, userId);
  const remainingMs = (throttle?.lockedUntil?.getTime() ?? 0) - Date.now();
  if (remainingMs > 0) throw new AccountThrottledError(Math.ceil(remainingMs / 1000));
}

/** Counts a failed password or second factor against the account. */
export async function recordFailedSignIn(db: Queryable, userId: string): Promise<void> {
  await recordSignInFailure(db, userId, SIGN_IN_THROTTLE);
}

/**
 * Runs a sign-in step; a throttled account's 429 gets its `Retry-After` header (SECURITY §6).
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
