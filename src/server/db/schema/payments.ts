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
import { paymentPartEnum, paymentStatusEnum } from './enums.ts';
import { bids } from './bids.ts';
import { users } from './users.ts';

/**
 * SPEC §3 payments: one per bid and part (SECURITY §4, ADR 0048: a deposit, then the balance);
 * amounts in whole units of `currency`.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    totalAmount: integer('total_amount').notNull(),
    hospitalAmount: integer('hospital_amount').notNull(),
    platformFee: integer('platform_fee').notNull(),
    part: paymentPartEnum('part').notNull().default('full'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripePaymentStatus: paymentStatusEnum('stripe_payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    /**
     * The Stripe Refund the patient's cancellation made of this payment (ADR 0049), once made:
     * a retried or concurrent cancel finds it and refunds nothing more.
     */
    cancellationRefundId: text('cancellation_refund_id'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('payments_bid_part_key').on(t.bidId, t.part),
    uniqueIndex('payments_intent_key').on(t.stripePaymentIntentId),
    check('payments_amounts', sql`${t.totalAmount} = ${t.hospitalAmount} + ${t.platformFee}`),
    index('payments_patient_idx').on(t.patientId, t.createdAt, t.id),
    index('payments_hospital_idx').on(t.hospitalId, t.createdAt, t.id),
    // Every payment, newest first (the admin list has no filter).
    index('payments_created_idx').on(t.createdAt, t.id),
  ],
);
