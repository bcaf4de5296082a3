import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * List indexes end in (created_at, id) ASCENDING: PostgreSQL scans them backwards for the
 * lists' `ORDER BY created_at DESC, id DESC`. A `DESC` index column would be `DESC NULLS LAST`
 * in Drizzle, which does not match `DESC` (NULLS FIRST), and the planner would sort instead.
 */

/** Generated uuid primary key. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** `timestamptz` read as a JS Date. */
export const timestampColumn = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Millisecond precision, like the JS Date the keyset cursors carry: with PostgreSQL's default
 * microseconds, rows sharing the cursor's millisecond were skipped by the next page.
 */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow();
export const updatedAtColumn = () =>
  timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
