import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Append-only audit of admin actions and denied accesses (SECURITY §5): who, what, when, rows
 * affected. Never holds health content.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    rowsAffected: integer('rows_affected'),
    details: jsonb('details'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);
