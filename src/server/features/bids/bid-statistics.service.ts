import type { Queryable } from '../../db/database.ts';
import {
  countAcceptedBidsOfHospitals,
  summarizeAcceptedPrices,
} from './bid-statistics.repository.ts';

/**
 * Accepted-bid prices for a catalogue procedure (issue #17): how many accepted bids there are on
 * requests whose free-text procedure type contains one of `keywords` (case-insensitive), and
 * their lowest and highest total price in whole USD (null when there are none).
 */
export function summarizeAcceptedBidPrices(db: Queryable, keywords: readonly string[]) {
  return summarizeAcceptedPrices(db, keywords);
}

/**
 * Requests won (accepted bids) by each of `hospitalIds`, in the order given; 0 for a hospital
 * without any. An empty list answers an empty list without a query.
 */
export async function countRequestsWon(
  db: Queryable,
  hospitalIds: readonly string[],
): Promise<number[]> {
  if (hospitalIds.length === 0) return [];
  const rows = await countAcceptedBidsOfHospitals(db, hospitalIds);
  const byHospital = new Map(rows.map((row) => [row.hospitalId, row.accepted]));
  return hospitalIds.map((id) => byHospital.get(id) ?? 0);
}
