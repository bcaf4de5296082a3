import { index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';
import { referralStatusEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * SPEC §3 referrals: one row per invitation or use of a referrer's code. A referee can be
 * referred once (`UNIQUE` referee, SECURITY §4).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: idColumn(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: varchar('referral_code', { length: 20 }).notNull(),
    refereeId: uuid('referee_id').references(() => users.id, { onDelete: 'set null' }),
    refereeEmail: varchar('referee_email', { length: 254 }),
    status: referralStatusEnum('status').notNull().default('pending'),
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: createdAtColumn(),
    completedAt: timestampColumn('completed_at'),
  },
  (t) => [
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    index('referrals_referrer_created_idx').on(t.referrerId, t.createdAt, t.id),
    index('referrals_status_idx').on(t.status),
  ],
);

/**
 * Reward-points ledger (DESIGN §5): one row per credit or debit; the unique
 * (reason, source, user) key makes a retried credit a no-op.
 */
export const rewardPointsLedger = pgTable(
  'reward_points_ledger',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceId: uuid('source_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('reward_points_ledger_reason_source_user_key').on(t.reason, t.sourceId, t.userId),
    // One account's entries: its data export, and the cascade when the account is deleted.
    index('reward_points_ledger_user_idx').on(t.userId),
  ],
);
