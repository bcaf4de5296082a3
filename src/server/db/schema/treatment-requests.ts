import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { treatmentRequestStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** SPEC §3 treatment_requests, with the budget and date order checks of SECURITY §4. */
export const treatmentRequests = pgTable(
  'treatment_requests',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    procedureType: varchar('procedure_type', { length: 200 }).notNull(),
    description: text('description').notNull(),
    preferredLocation: varchar('preferred_location', { length: 200 }).notNull(),
    budgetMin: integer('budget_min').notNull(),
    budgetMax: integer('budget_max').notNull(),
    preferredStartDate: timestampColumn('preferred_start_date').notNull(),
    preferredEndDate: timestampColumn('preferred_end_date').notNull(),
    status: treatmentRequestStatusEnum('status').notNull().default('open'),
    /** After it no new bids (issue #15); null means bids are taken while the request is open. */
    bidDeadline: timestampColumn('bid_deadline'),
    /**
     * The deadline the owner was last told is near: equal to `bidDeadline` once told, so an
     * extended deadline is told again (ADR 0043 addendum).
     */
    bidDeadlineNoticeFor: timestampColumn('bid_deadline_notice_for'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('treatment_requests_budget_order', sql`${t.budgetMax} >= ${t.budgetMin}`),
    check('treatment_requests_budget_positive', sql`${t.budgetMin} >= 1`),
    check('treatment_requests_date_order', sql`${t.preferredEndDate} >= ${t.preferredStartDate}`),
    index('treatment_requests_patient_created_idx').on(t.patientId, t.createdAt, t.id),
    index('treatment_requests_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('treatment_requests_status_idx').on(t.status),
    index('treatment_requests_open_deadline_idx')
      .on(t.bidDeadline)
      .where(sql`${t.status} = 'open' and ${t.bidDeadline} is not null`),
  ],
);
