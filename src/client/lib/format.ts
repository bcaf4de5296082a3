/*
 * Display formatting for the marketplace pages (treatment requests, bids, dashboards, hospital
 * profiles). Money is whole USD (SPEC §3, §9); copy is English, so numbers and dates use en-US.
 */

const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const centsFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

// Preferred dates are calendar days the server stores at 00:00 UTC; formatting them in the
// viewer's zone would show the previous day west of Greenwich.
const calendarDateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** Whole USD as currency: `7200` → `"$7,200"`. */
export function formatUsd(amountUsd: number): string {
  return usdFormatter.format(amountUsd);
}

/** Integer USD cents (the money ledger, ADR 0047): `250000` → `"$2,500.00"`. */
export function formatUsdCents(amountCents: number): string {
  return centsFormatter.format(amountCents / 100);
}

/** A request's budget (SPEC §2.7): `"$6,000 – $9,500"`, or one amount when min equals max. */
export function formatBudgetRange(budgetMinUsd: number, budgetMaxUsd: number): string {
  if (budgetMinUsd === budgetMaxUsd) return formatUsd(budgetMinUsd);
  return `${formatUsd(budgetMinUsd)} – ${formatUsd(budgetMaxUsd)}`;
}

/** A moment (creation, submission) as a local date: `"Jan 5, 2026"`. */
export function formatDate(isoDateTime: string): string {
  return dateFormatter.format(new Date(isoDateTime));
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment with its local time, for logs: `"Jan 5, 2026, 3:04 PM"`. */
export function formatDateTime(isoDateTime: string): string {
  return dateTimeFormatter.format(new Date(isoDateTime));
}

/** A preferred treatment date (a calendar day stored at UTC midnight): `"Jan 5, 2026"`. */
export function formatCalendarDate(isoDateTime: string): string {
  return calendarDateFormatter.format(new Date(isoDateTime));
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
