import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Generated uuid primary key. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** `timestamptz` read as a JS Date. */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAtColumn = () => timestampColumn('created_at').notNull().defaultNow();
export const updatedAtColumn = () =>
  timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
