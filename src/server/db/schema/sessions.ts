import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Server-side sessions (SPEC §3 sessions: sid, sess, expire). `user_id` mirrors the signed-in
 * user so sign-out everywhere and socket closing need no JSON scan.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestampColumn('expire').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);
