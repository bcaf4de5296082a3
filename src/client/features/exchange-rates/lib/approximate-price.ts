import Big from 'big.js';
import { BASE_CURRENCY } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { formatTag, translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';

/*
 * A USD amount shown in another currency, for display only (issue #15, ADR 0044): the product
 * usd × unitsPerUsd is exact (decimal, not binary floats), then rounded half up to whole units,
 * since an approximation in cents would claim a precision the rate does not have. Words,
 * numbers and dates are in the active locale (ADR 0058; en-US in English).
 */

/** What a converted price shows (`≈ €1,234`) and what a screen reader says instead. */
export interface ApproximatePriceText {
  text: string;
  /** `approximately 1,234 euros, at the rate of February 6, 2026`. */
  accessibleText: string;
}

/** A rate day `YYYY-MM-DD` as `February 6, 2026`. */
export function formatRateDate(rateDate: string): string {
  return new Intl.DateTimeFormat(formatTag(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${rateDate}T00:00:00Z`),
  );
}

/** The currency's name in the active locale (`Euro`), or the code when the browser does not know it. */
export function currencyName(currency: string): string {
  return new Intl.DisplayNames([formatTag()], { type: 'currency' }).of(currency) ?? currency;
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
    new Intl.NumberFormat(formatTag(), {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(units);
  return {
    text: `≈ ${format('symbol')}`,
    accessibleText: translate(msg('approximately {amount}, at the rate of {date}'), {
      amount: format('name'),
      date: formatRateDate(rateDate),
    }),
  };
}
