import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYOUT_RELEASE_REASONS } from '#shared/payments/payouts.schemas.ts';
import { createdAtColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { bids } from './bids.ts';
import { users } from './users.ts';

/** A connected account's state as stored: no row means onboarding has not started. */
export const payoutAccountStatusEnum = pgEnum('payout_account_status', ['pending', 'complete']);
export const payoutReleaseReasonEnum = pgEnum('payout_release_reason', PAYOUT_RELEASE_REASONS);

/**
 * A hospital's Stripe Connect Express account (issue #16, ADR 0056): one per hospital, created
 * with the idempotency key `connect-account-{hospitalId}`; `status` follows Stripe's account on
 * the return from onboarding and on its `account.updated` webhook.
 */
export const hospitalPayoutAccounts = pgTable(
  'hospital_payout_accounts',
  {
    hospitalId: uuid('hospital_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    status: payoutAccountStatusEnum('status').notNull().default('pending'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('hospital_payout_accounts_stripe_key').on(t.stripeAccountId)],
);

/**
 * A bid's payout to its hospital (ADR 0056): inserted once when released (UNIQUE(bid_id): a
 * second confirmation finds it), completed once by the Stripe Transfer (idempotency key
 * `payout-{bidId}`), whose amount in cents and id it keeps. Its money movement is the ledger's
 * `transfer` row.
 */
export const payouts = pgTable(
  'payouts',
  {
    bidId: uuid('bid_id')
      .primaryKey()
      .references(() => bids.id, { onDelete: 'restrict' }),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: payoutReleaseReasonEnum('reason').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    amountCents: integer('amount_cents'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    stripeTransferId: text('stripe_transfer_id'),
    paidOutAt: timestampColumn('paid_out_at'),
  },
  (t) => [
    index('payouts_hospital_idx').on(t.hospitalId),
    uniqueIndex('payouts_transfer_key').on(t.stripeTransferId),
    check(
      'payouts_paid_out_whole',
      sql`(${t.stripeTransferId} is null) = (${t.paidOutAt} is null) and (${t.stripeTransferId} is null) = (${t.amountCents} is null)`,
    ),
  ],
);
