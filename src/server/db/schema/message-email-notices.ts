import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const millisecondTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One row per user who was e-mailed about unread messages (ADR 0008). It is the throttle and
 * the claim that keeps several server instances from e-mailing the same user twice:
 * - `last_notified_at`: when the last notice was sent (null until one was);
 * - `last_message_created_at`: `created_at` of the newest message that notice covered; only
 *   later messages can cause the next one;
 * - `claimed_at`: set while an instance is sending (compare-and-set), cleared when it is done
 *   or fails; a claim older than the lease counts as abandoned (the instance died).
 *
 * Migration 0005 also adds `messages_unread_created_idx` (messages `created_at` WHERE NOT
 * read), which the notice job's scan of unread messages uses.
 */
export const messageEmailNotices = pgTable('message_email_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNotifiedAt: millisecondTimestamp('last_notified_at'),
  lastMessageCreatedAt: millisecondTimestamp('last_message_created_at'),
  claimedAt: millisecondTimestamp('claimed_at'),
});
