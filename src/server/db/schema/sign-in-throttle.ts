import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * Failed sign-ins per e-mail address typed into the form (issue #12, ADRs 0026 and 0033):
 * `failures` in a row and the time before which the next attempt is refused. Keyed by the
 * address, not the account, so an unknown address is throttled exactly like a known one; the
 * key is the SHA-256 of the lower-cased address, so the table is no list of typed addresses.
 * Cleared by a successful sign-in or a password reset. In the database so every instance sees
 * the same count.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** SHA-256 (hex) of the trimmed, lower-cased e-mail address. */
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestampColumn('locked_until'),
  lastFailureAt: timestampColumn('last_failure_at'),
});
