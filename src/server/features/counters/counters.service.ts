import type { Queryable } from '../../db/database.ts';
import { sumCounters } from './counters.repository.ts';

/**
 * Whole-table totals from the trigger-maintained counters (migration 0004): O(1) at any table
 * size and exact within the reading transaction's snapshot.
 */
export function readMarketplaceTotals(db: Queryable) {
  return sumCounters(db, [
    'treatment_requests',
    'treatment_requests.open',
    'bids',
    'bids.pending',
    'bids.accepted',
    'users',
    'users.patient',
    'users.reward_points',
    'referrals.pending',
    'referrals.completed',
  ] as const);
}

/**
 * Payment counts per status and the amount sums the admin summary shows, from the counters kept
 * by the `payments_counted` trigger (migration 0012): O(1) at any number of payments.
 */
export function readPaymentTotals(db: Queryable) {
  return sumCounters(db, [
    'payments.pending',
    'payments.succeeded',
    'payments.failed',
    'payments.partially_refunded',
    'payments.refunded',
    'payments.succeeded.total_amount',
    'payments.succeeded.hospital_amount',
    'payments.succeeded.platform_fee',
    'payments.refunded.total_amount',
  ] as const);
}
