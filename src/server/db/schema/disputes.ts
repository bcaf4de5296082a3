import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISPUTE_OUTCOMES, DISPUTE_STATUSES } from '#shared/payments/disputes.schemas.ts';
import { bids } from './bids.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { supportTickets } from './support-tickets.ts';
import { users } from './users.ts';

export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES);
export const disputeOutcomeEnum = pgEnum('dispute_outcome', DISPUTE_OUTCOMES);

/**
 * A patient's dispute of a paid booking (issue #16, ADR 0060), one per bid (UNIQUE(bid_id)):
 * while `open` the bid's payout is held; the admin's decision sets `outcome`, the refund it
 * made (`refund_cents`, 0 on release), who and when, in one compare-and-set. The grievance
 * opened with it is `support_ticket_id` (support's queue and reference code).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: idColumn(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    status: disputeStatusEnum('status').notNull().default('open'),
    reason: text('reason').notNull(),
    supportTicketId: uuid('support_ticket_id').references(() => supportTickets.id, {
      onDelete: 'set null',
    }),
    outcome: disputeOutcomeEnum('outcome'),
    refundCents: integer('refund_cents'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('disputes_bid_key').on(t.bidId),
    // The admin's queue of open disputes, oldest first.
    index('disputes_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    check(
      'disputes_decided_whole',
      sql`(${t.status} = 'open') = (${t.outcome} is null) and (${t.outcome} is null) = (${t.decidedAt} is null) and (${t.outcome} is null) = (${t.refundCents} is null)`,
    ),
    check('disputes_refund_not_negative', sql`${t.refundCents} is null or ${t.refundCents} >= 0`),
  ],
);
