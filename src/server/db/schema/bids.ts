import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { bidStatusEnum } from './enums.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

/**
 * SPEC §3 bids. Money in whole USD. Constraints of SECURITY §4: one accepted bid per request,
 * one live (pending or accepted) bid per hospital and request, total = base + commission.
 * The structured quote of issue #15 (ADR 0045): included and excluded items, lead doctor,
 * nights in hospital, recovery days, follow-ups, the date the price is valid until and the
 * conditions under which it may change; an edit keeps the previous total and its time.
 */
export const bids = pgTable(
  'bids',
  {
    id: idColumn(),
    treatmentRequestId: uuid('treatment_request_id')
      .notNull()
      .references(() => treatmentRequests.id, { onDelete: 'cascade' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    basePrice: integer('base_price').notNull(),
    platformCommissionRate: integer('platform_commission_rate').notNull().default(20),
    platformCommission: integer('platform_commission').notNull(),
    totalPrice: integer('total_price').notNull(),
    price: integer('price').notNull(),
    estimatedDuration: varchar('estimated_duration', { length: 200 }).notNull(),
    description: text('description').notNull(),
    includedServices: text('included_services').array(),
    excludedServices: text('excluded_services').array(),
    leadDoctorName: varchar('lead_doctor_name', { length: 100 }),
    leadDoctorSpecialty: varchar('lead_doctor_specialty', { length: 200 }),
    hospitalNights: integer('hospital_nights'),
    recoveryDays: integer('recovery_days'),
    followUpConsultations: integer('follow_up_consultations'),
    /** Last day (UTC) the price holds. Rows from before quotes had one got migration day + 30. */
    validUntil: date('valid_until', { mode: 'string' })
      .notNull()
      .default(sql`(current_date + 30)`),
    priceChangeConditions: text('price_change_conditions'),
    previousTotalPrice: integer('previous_total_price'),
    revisedAt: timestampColumn('revised_at'),
    status: bidStatusEnum('status').notNull().default('pending'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('bids_total_price', sql`${t.totalPrice} = ${t.basePrice} + ${t.platformCommission}`),
    check('bids_price_positive', sql`${t.basePrice} >= 1`),
    check('bids_hospital_nights_range', sql`${t.hospitalNights} between 0 and 365`),
    check('bids_recovery_days_range', sql`${t.recoveryDays} between 0 and 365`),
    check('bids_follow_ups_range', sql`${t.followUpConsultations} between 0 and 50`),
    uniqueIndex('bids_one_accepted_per_request')
      .on(t.treatmentRequestId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex('bids_one_live_per_hospital_request')
      .on(t.treatmentRequestId, t.hospitalId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('bids_request_created_idx').on(t.treatmentRequestId, t.createdAt, t.id),
    index('bids_hospital_created_idx').on(t.hospitalId, t.createdAt, t.id),
    index('bids_hospital_status_idx').on(t.hospitalId, t.status),
    index('bids_status_idx').on(t.status),
  ],
);
