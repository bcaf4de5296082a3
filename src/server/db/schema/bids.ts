import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { bidStatusEnum } from './enums.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

/**
 * SPEC §3 bids. Money in whole USD. Constraints of SECURITY §4: one accepted bid per request,
 * one live (pending or accepted) bid per hospital and request, total = base + commission.
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
    status: bidStatusEnum('status').notNull().default('pending'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('bids_total_price', sql`${t.totalPrice} = ${t.basePrice} + ${t.platformCommission}`),
    check('bids_price_positive', sql`${t.basePrice} >= 1`),
    uniqueIndex('bids_one_accepted_per_request')
      .on(t.treatmentRequestId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex('bids_one_live_per_hospital_request')
      .on(t.treatmentRequestId, t.hospitalId)
      .where(sql`${t.status} <> 'rejected'`),
    index('bids_request_created_idx').on(t.treatmentRequestId, t.createdAt, t.id),
    index('bids_hospital_created_idx').on(t.hospitalId, t.createdAt, t.id),
    index('bids_hospital_status_idx').on(t.hospitalId, t.status),
    index('bids_status_idx').on(t.status),
  ],
);
