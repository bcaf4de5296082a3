import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES } from '#shared/consents/consents.schemas.ts';
import { idColumn } from './columns.ts';
import { users } from './users.ts';

export const consentPurposeEnum = pgEnum('consent_purpose', CONSENT_PURPOSES);
export const consentEndReasonEnum = pgEnum('consent_end_reason', ['withdrawn', 'renewed']);

/**
 * Consent history (issue #14, ADR 0041): one row per consent given, under the text version the
 * user accepted; ending it (withdrawal, or giving it again under a newer text) sets `ended_at`
 * and `end_reason` once, and no row is ever deleted while the account lives. At most one row per
 * user and purpose is in force (`ended_at IS NULL`).
 */
export const consents = pgTable(
  'consents',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurposeEnum('purpose').notNull(),
    textVersion: integer('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date', precision: 3 }),
    endReason: consentEndReasonEnum('end_reason'),
  },
  (t) => [
    uniqueIndex('consents_one_in_force_idx')
      .on(t.userId, t.purpose)
      .where(sql`${t.endedAt} IS NULL`),
    index('consents_user_given_idx').on(t.userId, t.givenAt),
    check('consents_end_reason_with_end', sql`(${t.endedAt} IS NULL) = (${t.endReason} IS NULL)`),
    check('consents_ended_after_given', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.givenAt}`),
  ],
);
