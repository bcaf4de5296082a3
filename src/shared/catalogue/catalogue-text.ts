import type { CatalogueHospital, TreatmentPriceRange } from './catalogue.schemas.ts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A whole-USD range as the catalogue shows it: "$4,500 – $28,000". */
export function formatUsdRange(range: Pick<TreatmentPriceRange, 'minUsd' | 'maxUsd'>): string {
  return `${usd.format(range.minUsd)} – ${usd.format(range.maxUsd)}`;
}

/**
 * Where a price range comes from, in the words the catalogue pages show beside it (issue #17):
 * "estimate" or "from 7 accepted bids".
 */
export function describePriceBasis(range: TreatmentPriceRange): string {
  return range.basis === 'estimate' ? 'estimate' : `from ${range.acceptedBidCount} accepted bids`;
}

/** "4.5 out of 5 from 12 verified reviews", or "No verified reviews yet". */
export function describeRating(
  hospital: Pick<CatalogueHospital, 'averageRating' | 'reviewCount'>,
): string {
  if (hospital.averageRating === null) return 'No verified reviews yet';
  const reviews = hospital.reviewCount === 1 ? 'review' : 'reviews';
  return `${hospital.averageRating.toFixed(1)} out of 5 from ${hospital.reviewCount} verified ${reviews}`;
}
