import type { ComparableQuote } from './comparable-quote.ts';
import { msg } from '#client/i18n/msg.ts';

/*
 * The comparison's pure rules: which services line up in one row, how quotes sort, when a quote
 * has expired and how a total stands against the request's budget.
 */

/** Whether a quote includes a service, excludes it, or does not mention it. */
export type ServiceMark = 'included' | 'excluded' | 'not-stated';

/** One aligned row: a service as first written, and each quote's mark, in quote order. */
export interface ServiceRow {
  service: string;
  marks: ServiceMark[];
}

/** Two hospitals writing "MRI scan" and "mri  Scan" mean the same item. */
function serviceKey(service: string): string {
  return service.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The union of every quote's included and excluded services, one row per service (matched
 * case- and space-insensitively), in order of first mention; each row marks every quote.
 * A service a quote both includes and excludes counts as included (the stronger promise).
 */
export function alignServices(quotes: readonly ComparableQuote[]): ServiceRow[] {
  const rows = new Map<string, ServiceRow>();
  const rowOf = (service: string) => {
    const key = serviceKey(service);
    let row = rows.get(key);
    if (!row) {
      row = { service: service.trim(), marks: quotes.map((): ServiceMark => 'not-stated') };
      rows.set(key, row);
    }
    return row;
  };
  quotes.forEach((quote, index) => {
    for (const service of quote.excludedServices) rowOf(service).marks[index] = 'excluded';
  });
  quotes.forEach((quote, index) => {
    for (const service of quote.includedServices) rowOf(service).marks[index] = 'included';
  });
  return [...rows.values()];
}

/** What the comparison can be sorted by, each with its announcement (an English message). */
export const QUOTE_SORTS = {
  price: msg('Sorted by price, lowest first.'),
  rating: msg('Sorted by rating, highest first.'),
  stay: msg('Sorted by nights in hospital, fewest first.'),
} as const;
export type QuoteSort = keyof typeof QUOTE_SORTS;

/** Compares two possibly unknown numbers so that unknowns go last whatever the direction. */
function compareKnown(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (a - b) * direction;
}

/**
 * A sorted copy: `price` by total ascending; `rating` by average descending, then more reviews
 * first; `stay` by nights in hospital ascending. Unknown values go last; ties keep the order
 * given, then the lower total first.
 */
export function sortQuotes(quotes: readonly ComparableQuote[], sort: QuoteSort): ComparableQuote[] {
  const byPrice = (a: ComparableQuote, b: ComparableQuote) => a.totalPrice - b.totalPrice;
  const compare = (a: ComparableQuote, b: ComparableQuote): number => {
    switch (sort) {
      case 'price':
        return byPrice(a, b);
      case 'rating':
        return (
          compareKnown(a.averageRating, b.averageRating, -1) ||
          b.reviewCount - a.reviewCount ||
          byPrice(a, b)
        );
      case 'stay':
        return compareKnown(a.hospitalNights, b.hospitalNights, 1) || byPrice(a, b);
    }
  };
  return [...quotes].sort(compare);
}

/** Today as `YYYY-MM-DD` in the viewer's time zone: a quote is valid through its last day. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** True when a quote's `validUntil` (`YYYY-MM-DD`) is before `today`; unknown never expires. */
export function isQuoteExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/**
 * How a total stands against the request's maximum budget (whole USD): `over` by
 * `excessUsd`, or `within`.
 */
export function budgetStanding(
  totalPriceUsd: number,
  budgetMaxUsd: number,
): { kind: 'over'; excessUsd: number } | { kind: 'within' } {
  return totalPriceUsd > budgetMaxUsd
    ? { kind: 'over', excessUsd: totalPriceUsd - budgetMaxUsd }
    : { kind: 'within' };
}
