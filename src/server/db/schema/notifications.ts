import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '#shared/notifications/notifications.schemas.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { users } from './users.ts';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

const millisecondTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * The notification centre (issue #15, ADR 0043): one row per user and event, written by the
 * producing feature's service in its own transaction. `link` is a path inside the app;
 * `treatment_request_id` and `subject_id` (the bid, message, review or ticket) are what it was
 * built from. `summary` is short and never medical. `emailed_at` is set once the digest job
 * has covered the row (or decided it never will).
 *
 * Indexes: the list (user_id, created_at, id), scanned backwards for newest first; unread rows
 * per user by age, partial, for the bell's count (newest first, stopping at its cap); not-yet-e-mailed rows by age, partial, for the
 * digest job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    link: varchar('link', { length: 300 }).notNull(),
    treatmentRequestId: uuid('treatment_request_id'),
    subjectId: uuid('subject_id'),
    summary: varchar('summary', { length: 200 }).notNull(),
    readAt: millisecondTimestamp('read_at'),
    emailedAt: millisecondTimestamp('emailed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
    index('notifications_unemailed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailedAt} is null`),
  ],
);
