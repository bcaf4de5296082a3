import Big from 'big.js';
import { parse } from 'csv-parse/sync';
import {
  BASE_CURRENCY,
  RATE_DECIMAL_PLACES,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { badRequest } from '../../lib/app-error.ts';

/*
 * The European Central Bank's euro foreign exchange reference rates as CSV:
 * - the daily file `eurofxref.csv`: header `Date, USD, JPY, …,` and one row
 *   `06 February 2026, 1.1794, 185.27, …,` (", " separators, a trailing comma);
 * - the history `eurofxref-hist.csv`: the same columns without spaces, one row per day,
 *   newest first, ISO dates, `N/A` where a currency had no rate that day.
 * Rates are units of the currency per 1 EUR. Per 1 USD: X/USD = X/EUR ÷ USD/EUR, and
 * EUR/USD = 1 ÷ USD/EUR, rounded half up (as PostgreSQL rounds numeric) to 8 places.
 */

/** Column of the day in both files. */
const DATE_HEADER = 'Date';
const EURO = 'EUR';
const MISSING = 'N/A';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Largest per-USD rate `numeric(18, 8)` holds: 10 digits before the point. */
const MAX_UNITS_PER_USD = new Big('9999999999.99999999');

/** A decimal constructor that divides to exactly 8 places, rounding half up. */
const Decimal = Big();
Decimal.DP = RATE_DECIMAL_PLACES;
Decimal.RM = Big.roundHalfUp;

/** One day's reference rates, converted to units per 1 USD (exact decimal strings). */
export interface EcbRatesPerUsd {
  /** The file's day, `YYYY-MM-DD`. */
  rateDate: string;
  /** Currency → units per 1 USD, 8 decimals; EUR included, USD not. */
  unitsPerUsd: Map<string, string>;
  /** Currencies of the file with `N/A` that day. */
  skipped: string[];
}

function invalidFile(problem: string): never {
  throw badRequest(`Not an ECB reference-rates file: ${problem}`, 'ECB_FILE_INVALID');
}

/** `06 February 2026` (daily file) or `2026-02-06` (history) → `2026-02-06`, else undefined. */
function toIsoDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const daily = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  let parts: [number, number, number] | undefined;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (daily) parts = [Number(daily[3]), MONTHS.indexOf(daily[2] ?? '') + 1, Number(daily[1])];
  if (!parts || parts[1] < 1) return undefined;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: a roll-over means no such day.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

function readRows(text: string): string[][] {
  if (text.startsWith('PK')) {
    invalidFile('this is a ZIP archive; unzip eurofxref.zip and upload the eurofxref.csv inside');
  }
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unreadable';
    return invalidFile(`the CSV could not be read (${detail})`);
  }
}

/** The header's currency codes, checked; a trailing empty column (trailing comma) dropped. */
function readCurrencies(header: string[]): string[] {
  if (header[0] !== DATE_HEADER) {
    invalidFile(`the first column must be "${DATE_HEADER}" (found "${header[0] ?? ''}")`);
  }
  const codes = header.at(-1) === '' ? header.slice(1, -1) : header.slice(1);
  if (codes.length === 0) invalidFile('the header names no currency');
  for (const [index, code] of codes.entries()) {
    if (!/^[A-Z]{3}$/.test(code)) {
      invalidFile(`column ${index + 2} is "${code}", not a 3-letter currency code`);
    }
    if (codes.indexOf(code) !== index) invalidFile(`currency ${code} appears twice`);
  }
  if (!codes.includes(BASE_CURRENCY)) {
    invalidFile('there is no USD column, so no rate per US dollar can be computed');
  }
  if (codes.includes(EURO)) invalidFile('rates are per euro, so there can be no EUR column');
  return codes;
}

/** The row of the newest day (the daily file has one; the history lists newest first). */
function pickNewestRow(rows: string[][]): { rateDate: string; cells: string[] } {
  if (rows.length === 0) invalidFile('there is a header but no row of rates');
  let newest: { rateDate: string; cells: string[] } | undefined;
  for (const cells of rows) {
    const rateDate = toIsoDate(cells[0] ?? '');
    if (!rateDate) invalidFile(`"${cells[0] ?? ''}" is not a date such as 06 February 2026`);
    if (newest?.rateDate === rateDate) invalidFile(`the day ${rateDate} appears twice`);
    if (!newest || rateDate > newest.rateDate) newest = { rateDate, cells };
  }
  return newest ?? invalidFile('there is no row of rates');
}

function readRate(code: string, cell: string, rateDate: string): Big {
  if (!/^\d{1,12}(\.\d{1,12})?$/.test(cell) || !/[1-9]/.test(cell)) {
    invalidFile(`the ${code} rate of ${rateDate} is "${cell}", not a positive decimal number`);
  }
  return new Decimal(cell);
}

function checkedUnitsPerUsd(code: string, value: Big): string {
  if (value.eq(0) || value.gt(MAX_UNITS_PER_USD)) {
    invalidFile(`the ${code} rate per US dollar is outside 0.00000001 … 9,999,999,999`);
  }
  return value.toFixed(RATE_DECIMAL_PLACES);
}

/**
 * Reads an ECB reference-rates CSV (`eurofxref.csv`, or the newest day of
 * `eurofxref-hist.csv`) and converts its per-EUR rates to units per 1 USD with exact decimal
 * arithmetic. Nothing is stored here.
 * @throws 400 `ECB_FILE_INVALID` naming the problem: not CSV, no `Date`/`USD` column, an
 *   unknown date, a rate that is not a positive decimal, USD missing that day.
 */
export function readEcbReferenceRates(text: string): EcbRatesPerUsd {
  const [header, ...rows] = readRows(text);
  if (!header) invalidFile('the file is empty');
  const codes = readCurrencies(header);
  const { rateDate, cells } = pickNewestRow(rows);
  const values = header.at(-1) === '' && cells.at(-1) === '' ? cells.slice(1, -1) : cells.slice(1);
  const usdIndex = codes.indexOf(BASE_CURRENCY);
  const usdCell = values[usdIndex] ?? '';
  if (usdCell === MISSING) invalidFile(`the USD rate of ${rateDate} is N/A`);
  const usdPerEur = readRate(BASE_CURRENCY, usdCell, rateDate);

  const unitsPerUsd = new Map<string, string>([
    [EURO, checkedUnitsPerUsd(EURO, new Decimal(1).div(usdPerEur))],
  ]);
  const skipped: string[] = [];
  for (const [index, code] of codes.entries()) {
    const cell = values[index] ?? '';
    if (code === BASE_CURRENCY) continue;
    if (cell === MISSING) {
      skipped.push(code);
      continue;
    }
    unitsPerUsd.set(code, checkedUnitsPerUsd(code, readRate(code, cell, rateDate).div(usdPerEur)));
  }
  return { rateDate, unitsPerUsd, skipped };
}
