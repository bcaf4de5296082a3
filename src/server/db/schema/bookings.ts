import { sql } from 'drizzle-orm';
import { date, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { bids } from './bids.ts';
import { createdAtColumn, timestampColumn, updatedAtColumn } from './columns.ts';

/**
 * The booking an accepted bid becomes once paid (issue #16, ADR 0049), one row per bid, made
 * when the hospital first sets the admission date or the patient cancels:
 * - `admission_date`: the calendar day the hospital admits the patient (set and changed by the
 *   accepted hospital); the cancellation schedule counts days back from it;
 * - `balance_reminder_for`: the admission date the patient was last reminded of the unpaid
 *   balance for, so a changed date is reminded again and one date once;
 * - `cancelled_at`: when the patient cancelled (null while booked); the refund is computed at
 *   this moment, so a retried cancel refunds the same amounts.
 */
export const bookings = pgTable(
  'bookings',
  {
    bidId: uuid('bid_id')
      .primaryKey()
      .references(() => bids.id, { onDelete: 'cascade' }),
    admissionDate: date('admission_date', { mode: 'string' }),
    balanceReminderFor: date('balance_reminder_for', { mode: 'string' }),
    cancelledAt: timestampColumn('cancelled_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The reminder job's scan: booked, dated, not yet reminded of this date.
    index('bookings_reminder_idx')
      .on(t.admissionDate)
      .where(
        sql`${t.cancelledAt} is null and ${t.admissionDate} is not null and ${t.balanceReminderFor} is distinct from ${t.admissionDate}`,
      ),
  ],
);
