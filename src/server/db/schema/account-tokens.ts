import { index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Single-use links sent by e-mail (issue #12): password resets and e-mail changes. Only the
 * SHA-256 of the token is stored; `used_at` is set by compare-and-set when it is redeemed.
 * `new_email` is the address an e-mail change goes to (null for a reset).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: ['password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: varchar('new_email', { length: 254 }),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Two-factor recovery codes (issue #12): shown once, stored as SHA-256, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);
