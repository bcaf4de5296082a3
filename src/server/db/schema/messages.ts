import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

/**
 * SPEC §3 messages. `client_message_id` makes a retried send idempotent per sender. The partial
 * index on unread messages by age serves the new-message e-mail job (ADR 0008); most messages
 * are read, so it stays small.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    treatmentRequestId: uuid('treatment_request_id')
      .notNull()
      .references(() => treatmentRequests.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    clientMessageId: uuid('client_message_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('messages_request_created_idx').on(t.treatmentRequestId, t.createdAt, t.id),
    index('messages_receiver_unread_idx').on(t.receiverId, t.read),
    uniqueIndex('messages_sender_client_id_key').on(t.senderId, t.clientMessageId),
    index('messages_unread_created_idx')
      .on(t.createdAt)
      .where(sql`${t.read} = false`),
  ],
);
