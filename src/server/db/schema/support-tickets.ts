import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { supportTicketStatusEnum } from './enums.ts';

/**
 * SPEC §3 support_tickets (grievances). `reference_code` is the public reference: a random
 * code of at least 128 bits (DESIGN §5), never a serial id.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: idColumn(),
    referenceCode: varchar('reference_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: supportTicketStatusEnum('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    closedAt: timestampColumn('closed_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('support_tickets_reference_code_key').on(t.referenceCode),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt, t.id),
    // The admin queue without a status filter, newest first.
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    // The tickets filed with an account's e-mail (data export, SECURITY §5).
    index('support_tickets_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
