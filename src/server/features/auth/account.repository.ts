import { and, count, eq, gt, isNull, like, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { signInThrottle } from '../../db/schema/sign-in-throttle.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../users/users.service.ts';
import { SEALED_PREFIX } from './totp-secret-box.ts';

/** What an e-mailed link is for. */
export type AccountTokenPurpose = 'password_reset' | 'email_change';

/** A redeemed link: whose it was and, for an e-mail change, the new address. */
export interface RedeemedToken {
  userId: string;
  newEmail: string | null;
}

/**
 * Stores a link token's hash, voiding the account's earlier unused links of the same purpose
 * (only the newest link works).
 */
export async function replaceAccountToken(
  db: Queryable,
  token: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    newEmail?: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values(token);
}

/**
 * Marks the token with this hash used, if it is of `purpose`, unused and unexpired
 * (compare-and-set: of two concurrent redemptions one wins). Undefined otherwise.
 */
export async function redeemAccountToken(
  db: Queryable,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<RedeemedToken | undefined> {
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

/** The account of an unused, unexpired token of `purpose`, without using it. */
export async function findLiveAccountToken(
  db: Queryable,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Sets columns of the account row; the updated row, or undefined when it is gone. */
export async function updateAccount(
  db: Queryable,
  userId: string,
  values: Partial<
    Pick<
      UserRow,
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'passwordHash'
      | 'messageEmailsEnabled'
      | 'notificationEmailsEnabled'
      | 'preferredLocale'
      | 'totpSecret'
      | 'totpEnabledAt'
      | 'totpLastStep'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Records `step` as the account's last accepted TOTP time step if it is later than the stored
 * one (compare-and-set); false when an equal or later step was accepted first.
 */
export async function advanceTotpStep(
  db: Queryable,
  userId: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Accounts whose TOTP secret is stored in clear (not sealed): id and secret. */
export async function findPlainTotpSecrets(
  db: Queryable,
): Promise<{ id: string; totpSecret: string }[]> {
  const rows = await db
    .select({ id: users.id, totpSecret: users.totpSecret })
    .from(users)
    .where(not(like(users.totpSecret, `${SEALED_PREFIX}%`)));
  return rows.flatMap((row) =>
    row.totpSecret === null ? [] : [{ ...row, totpSecret: row.totpSecret }],
  );
}

/** Replaces a secret stored in clear by its sealed form, unless it changed meanwhile. */
export async function replacePlainTotpSecret(
  db: Queryable,
  userId: string,
  plain: string,
  sealed: string,
): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: sealed })
    .where(and(eq(users.id, userId), eq(users.totpSecret, plain)));
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Queryable,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/** Uses one recovery code (compare-and-set); true when it existed unused. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** How many unused recovery codes the account has. */
export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

/** How many live sessions the account has besides `exceptSid`. */
export async function countOtherSessions(
  db: Queryable,
  userId: string,
  exceptSid: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.sid, exceptSid),
        gt(sessions.expire, new Date()),
      ),
    );
  return row?.total ?? 0;
}

/** Deletes the account's sessions except `exceptSid` (all when undefined); their ids. */
export async function deleteSessionsOfUser(
  db: Queryable,
  userId: string,
  exceptSid?: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      exceptSid === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)),
    )
    .returning({ sid: sessions.sid });
  return rows.map((row) => row.sid);
}

/** The throttle row of an e-mail key: failures in a row and until when sign-in is refused. */
export async function findSignInThrottle(
  db: Queryable,
  emailKey: string,
): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ failures: signInThrottle.failures, lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.emailKey, emailKey))
    .limit(1);
  return row;
}

/**
 * Counts one more failed sign-in for an e-mail key (atomically, safe across instances) and sets
 * the lock to `now + lockMs(failures)`, computed in SQL from the new count: `baseMs * 2^(failures
 * - freeFailures - 1)` capped at `maxMs`, none while failures ≤ `freeFailures`. Returns the new
 * count.
 */
export async function recordSignInFailure(
  db: Queryable,
  emailKey: string,
  rule: { freeFailures: number; baseMs: number; maxMs: number },
): Promise<number> {
  const failures = sql`${signInThrottle.failures} + 1`;
  const lockMs = sql`least(${rule.maxMs}::float8, ${rule.baseMs}::float8 * power(2::float8, (${failures}) - ${rule.freeFailures} - 1))`;
  const [row] = await db
    .insert(signInThrottle)
    .values({
      emailKey,
      failures: 1,
      lastFailureAt: new Date(),
      lockedUntil: rule.freeFailures < 1 ? new Date(Date.now() + rule.baseMs) : null,
    })
    .onConflictDoUpdate({
      target: signInThrottle.emailKey,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when (${failures}) > ${rule.freeFailures}
          then now() + (${lockMs}) * interval '1 millisecond' else null end`,
      },
    })
    .returning({ failures: signInThrottle.failures });
  return row?.failures ?? 1;
}

/** Forgets an e-mail key's failed sign-ins (after a success or a password reset). */
export async function clearSignInThrottle(db: Queryable, emailKey: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.emailKey, emailKey));
}

/**
 * Deletes throttle rows with no failure since `before` and no lock still running (addresses
 * tried once and abandoned would otherwise pile up); how many.
 */
export async function deleteStaleSignInThrottles(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.lastFailureAt, before),
        or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ emailKey: signInThrottle.emailKey });
  return rows.length;
}
