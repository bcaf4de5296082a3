import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Failed sign-ins per account (issue #12, ADR 0026): `failures` in a row and
 * the time before which the next attempt is refused. Cleared by a successful sign-in or a
 * password reset. In the database so every instance sees the same count.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestampColumn('locked_until'),
  lastFailureAt: timestampColumn('last_failure_at'),
});
