import type { PriceUnit } from '#client/features/marketing/content/featured-hospitals.ts';

// Whole dollars only: indicative package prices carry no cents (SPEC §9 budgets are whole USD).
const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Formats a package price range in USD, e.g. `$4,500 – $6,500` or `$500 – $900 per day`.
 * Equal bounds collapse to one figure.
 */
export function formatPriceRangeUsd({
  priceMinUsd,
  priceMaxUsd,
  priceUnit,
}: {
  priceMinUsd: number;
  priceMaxUsd: number;
  priceUnit?: PriceUnit;
}): string {
  const range =
    priceMinUsd === priceMaxUsd
      ? usdFormatter.format(priceMinUsd)
      : `${usdFormatter.format(priceMinUsd)} – ${usdFormatter.format(priceMaxUsd)}`;
  return priceUnit ? `${range} per ${priceUnit}` : range;
}
