import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Generated uuid primary key. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** `timestamptz` read as a JS Date. */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Millisecond precision, like the JS Date the keyset cursors carry: with PostgreSQL's default
 * microseconds, rows sharing the cursor's millisecond were skipped by the next page.
 */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();
export const updatedAtColumn = () =>
  timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
