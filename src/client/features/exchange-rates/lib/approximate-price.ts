import Big from 'big.js';
import { BASE_CURRENCY } from '#shared/exchange-rates/exchange-rates.schemas.ts';

/*
 * A USD amount shown in another currency, for display only (issue #15, ADR 0044): the product
 * usd × unitsPerUsd is exact (decimal, not binary floats), then rounded half up to whole units,
 * since an approximation in cents would claim a precision the rate does not have. Copy is
 * English, so numbers and dates are en-US like the rest of the marketplace pages.
 */

const LOCALE = 'en-US';
const rateDateFormatter = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/** What a converted price shows (`≈ €1,234`) and what a screen reader says instead. */
export interface ApproximatePriceText {
  text: string;
  /** `approximately 1,234 euros, at the rate of February 6, 2026`. */
  accessibleText: string;
}

/** A rate day `YYYY-MM-DD` as `February 6, 2026`. */
export function formatRateDate(rateDate: string): string {
  return rateDateFormatter.format(new Date(`${rateDate}T00:00:00Z`));
}

/** The currency's English name (`Euro`), or the code when the browser does not know it. */
export function currencyName(currency: string): string {
  return new Intl.DisplayNames([LOCALE], { type: 'currency' }).of(currency) ?? currency;
}

/**
 * `usd` (whole USD) in `currency` at `unitsPerUsd` (a decimal string) of `rateDate`, or null
 * for USD itself, where there is nothing to convert.
 */
export function formatApproximatePrice({
  usd,
  currency,
  unitsPerUsd,
  rateDate,
}: {
  usd: number;
  currency: string;
  unitsPerUsd: string;
  rateDate: string;
}): ApproximatePriceText | null {
  if (currency === BASE_CURRENCY) return null;
  const units = BigInt(new Big(usd).times(unitsPerUsd).round(0, Big.roundHalfUp).toFixed(0));
  const format = (currencyDisplay: 'symbol' | 'name') =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(units);
  return {
    text: `≈ ${format('symbol')}`,
    accessibleText: `approximately ${format('name')}, at the rate of ${formatRateDate(rateDate)}`,
  };
}
