/*
 * Display formatting for the marketplace pages (treatment requests, bids, dashboards, hospital
 * profiles) in the active locale's conventions (ADR 0058): English as en-US (`$7,200`,
 * `Jan 5, 2026`), Spanish `7200 US$`, German `7.200 $`, and so on. Money is whole USD (SPEC §3,
 * §9). The app re-renders everything when the locale changes, so reading it per call suffices.
 */
import { formatTag } from '#client/i18n/i18n.ts';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per locale and kind, built on first use. */
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  build: (tag: string) => F,
): F {
  const tag = formatTag();
  const key = `${kind}:${tag}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = build(tag);
    formatters.set(key, cached);
  }
  return cached as F;
}

/** Whole USD as currency: `7200` → `"$7,200"`. */
export function formatUsd(amountUsd: number): string {
  return formatter(
    'usd',
    (tag) =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  ).format(amountUsd);
}

/** Integer USD cents (the money ledger, ADR 0047): `250000` → `"$2,500.00"`. */
export function formatUsdCents(amountCents: number): string {
  return formatter(
    'cents',
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }),
  ).format(amountCents / 100);
}

/** A count or other number, with `fractionDigits` decimals if given: `12345` → `"12,345"`. */
export function formatNumber(value: number, fractionDigits?: number): string {
  return formatter(
    `number:${fractionDigits}`,
    (tag) =>
      new Intl.NumberFormat(tag, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/** A request's budget (SPEC §2.7): `"$6,000 – $9,500"`, or one amount when min equals max. */
export function formatBudgetRange(budgetMinUsd: number, budgetMaxUsd: number): string {
  if (budgetMinUsd === budgetMaxUsd) return formatUsd(budgetMinUsd);
  return `${formatUsd(budgetMinUsd)} – ${formatUsd(budgetMaxUsd)}`;
}

/** A moment (creation, submission) as a local date: `"Jan 5, 2026"`. */
export function formatDate(isoDateTime: string): string {
  return formatter('date', (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })).format(
    new Date(isoDateTime),
  );
}

/** A moment with its local time, for logs: `"Jan 5, 2026, 3:04 PM"`. */
export function formatDateTime(isoDateTime: string): string {
  return formatter(
    'date-time',
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(isoDateTime));
}

/** A preferred treatment date (a calendar day stored at UTC midnight): `"Jan 5, 2026"`. */
export function formatCalendarDate(isoDateTime: string): string {
  // Calendar days are stored at 00:00 UTC; formatting them in the viewer's zone would show
  // the previous day west of Greenwich.
  return formatter(
    'calendar-date',
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(new Date(isoDateTime));
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes, binary multiples, one decimal from KB up: `1536` → `"1.5 KB"`. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}
