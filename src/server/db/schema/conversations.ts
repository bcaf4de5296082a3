import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

const millisecondTime = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One row per conversation, i.e. per (treatment request, bidding hospital) pair with at least one
 * bid (DESIGN §5), kept exact by triggers in the same transaction as every bid and message write
 * (ADR conv-conversation-summaries). `last_activity_at` is the last message's time, else the
 * pair's last bid's; unread counts are per side (messages received and not read). The two
 * (party, last_activity_at, …) indexes drive the patient and hospital branches of
 * `GET /api/messages/conversations`, scanned backwards like every list (see columns.ts).
 */
export const conversations = pgTable(
  'conversations',
  {
    treatmentRequestId: uuid('treatment_request_id')
      .notNull()
      .references(() => treatmentRequests.id, { onDelete: 'cascade' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastBidAt: millisecondTime('last_bid_at').notNull(),
    lastActivityAt: millisecondTime('last_activity_at').notNull(),
    lastMessageId: uuid('last_message_id'),
    lastMessageContent: text('last_message_content'),
    lastMessageSenderId: uuid('last_message_sender_id'),
    lastMessageAt: millisecondTime('last_message_at'),
    hasAcceptedBid: boolean('has_accepted_bid').notNull().default(false),
    patientUnreadCount: integer('patient_unread_count').notNull().default(0),
    hospitalUnreadCount: integer('hospital_unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentRequestId, t.hospitalId] }),
    index('conversations_patient_activity_idx').on(
      t.patientId,
      t.lastActivityAt,
      t.treatmentRequestId,
      t.hospitalId,
    ),
    index('conversations_hospital_activity_idx').on(
      t.hospitalId,
      t.lastActivityAt,
      t.treatmentRequestId,
    ),
  ],
);
