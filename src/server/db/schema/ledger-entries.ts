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
  varchar,
} from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS } from '#shared/payments/ledger.schemas.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { payments } from './payments.ts';

export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);

/**
 * The money ledger (issue #16, ADR 0047): one row per money movement of a payment, in integer
 * cents, naming the Stripe object that moved it (PaymentIntent, Refund, Transfer). Append-only:
 * a trigger (migration 0020) refuses UPDATE, DELETE and TRUNCATE, so a correction is a new row.
 * UNIQUE(kind, stripe_object_id) makes recording idempotent: a webhook redelivered, or the
 * refund seen both by the admin call and by its webhook, adds one row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKindEnum('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    stripeObjectId: text('stripe_object_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('ledger_entries_object_key').on(t.kind, t.stripeObjectId),
    index('ledger_entries_payment_idx').on(t.paymentId),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
