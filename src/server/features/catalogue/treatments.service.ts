import {
  MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE,
  type Treatment,
  type TreatmentPriceRange,
  type TreatmentSummary,
} from '#shared/catalogue/catalogue.schemas.ts';
import {
  findTreatmentEntry,
  TREATMENT_CATALOGUE,
  type TreatmentEntry,
} from '#shared/catalogue/treatments.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { summarizeAcceptedBidPrices } from '../bids/bid-statistics.service.ts';

const TREATMENT_NOT_FOUND = 'Treatment not found';

function toSummary(entry: TreatmentEntry): TreatmentSummary {
  return { slug: entry.slug, name: entry.name, specialty: entry.specialty, summary: entry.summary };
}

/** Every procedure of the catalogue (issue #17), in the data file's order. */
export function listTreatments(): TreatmentSummary[] {
  return TREATMENT_CATALOGUE.treatments.map(toSummary);
}

/**
 * The price range of `entry`: the lowest and highest accepted total price of matching requests
 * once there are at least {@link MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE} of them, else the data
 * file's estimate (issue #17).
 */
async function priceRangeOf(db: Queryable, entry: TreatmentEntry): Promise<TreatmentPriceRange> {
  const accepted = await summarizeAcceptedBidPrices(db, entry.keywords);
  if (
    accepted.count >= MIN_ACCEPTED_BIDS_FOR_PRICE_RANGE &&
    accepted.min !== null &&
    accepted.max !== null
  ) {
    return {
      basis: 'accepted-bids',
      minUsd: accepted.min,
      maxUsd: accepted.max,
      acceptedBidCount: accepted.count,
    };
  }
  return {
    basis: 'estimate',
    minUsd: entry.estimateUsd.min,
    maxUsd: entry.estimateUsd.max,
    acceptedBidCount: accepted.count,
  };
}

/**
 * `GET /api/treatments/{slug}` (issue #17): the procedure with its price range.
 * @throws 404 "Treatment not found" for a slug the catalogue does not have.
 */
export async function getTreatment(db: Queryable, slug: string): Promise<Treatment> {
  const entry = findTreatmentEntry(slug);
  if (!entry) throw notFound(TREATMENT_NOT_FOUND);
  return {
    ...toSummary(entry),
    typicalStay: entry.typicalStay,
    typicalRecovery: entry.typicalRecovery,
    sourceUrl: entry.sourceUrl,
    priceRange: await priceRangeOf(db, entry),
  };
}
