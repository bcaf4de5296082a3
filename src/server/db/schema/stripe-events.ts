import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe webhook events already handled, keyed by Stripe's event id (DESIGN §5): the insert is
 * the deduplication, in the same transaction as the payment change it causes, so a redelivered
 * or concurrently delivered event applies once. `outcome` records what the event did:
 * `applied`, `no_change` (already in a later state), `mismatch` (amount or currency differ
 * from the payment row; not applied), `unknown_payment` or `ignored` (a type we do not use).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow(),
});
