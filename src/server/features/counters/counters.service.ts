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
