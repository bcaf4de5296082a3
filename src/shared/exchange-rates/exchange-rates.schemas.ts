import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * Prices in the patient's currency (issue #15, ADR 0044). Every stored and charged amount stays
 * whole USD (DESIGN §4); a rate only converts a USD amount for display, marked approximate.
 */

/** The currency every amount is stored and charged in; its rate is 1 by definition. */
export const BASE_CURRENCY = 'USD';

/** Decimal places kept of a rate (`numeric(18, 8)`): 8 after the point, 10 before it. */
export const RATE_DECIMAL_PLACES = 8;
const RATE_INTEGER_DIGITS = 10;

/**
 * Largest ECB file the import takes: 4 MiB. The daily `eurofxref.csv` is under 1 KB; the full
 * history `eurofxref-hist.csv` (about 1.9 MB in 2026, newest row first) fits too.
 */
export const MAX_ECB_FILE_BYTES = 4 * 1024 * 1024;

/** Where a rate came from: the ECB reference-rates import, or typed in by an admin. */
export const EXCHANGE_RATE_SOURCES = ['ecb', 'manual'] as const;
export const ExchangeRateSourceSchema = z.enum(EXCHANGE_RATE_SOURCES);
export type ExchangeRateSource = z.infer<typeof ExchangeRateSourceSchema>;

/**
 * A currency code in ISO 4217 form: three capital letters (`EUR`). Whether the code is a
 * current ISO 4217 currency is checked by the server against the standard's list.
 */
export const CurrencyCodeSchema = z
  .string({ error: 'Currency is required' })
  .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO 4217 code such as EUR');

/**
 * Units of a currency per 1 USD as an exact decimal string (`"0.92361688"`), never a binary
 * float: positive, at most 10 digits before the point and {@link RATE_DECIMAL_PLACES} after.
 */
export const UnitsPerUsdSchema = z
  .string({ error: 'Rate is required' })
  .trim()
  .regex(
    new RegExp(`^\\d{1,${RATE_INTEGER_DIGITS}}(\\.\\d{1,${RATE_DECIMAL_PLACES}})?$`),
    `Rate must be a decimal number such as 0.9236, with at most ${RATE_DECIMAL_PLACES} decimals`,
  )
  .refine((value) => /[1-9]/.test(value), { message: 'Rate must be greater than 0' });

/** A calendar date `YYYY-MM-DD` (the day a rate was published or set for). */
export const RateDateSchema = z.iso.date({ error: 'Date must be a date such as 2026-11-26' });

/**
 * One currency's rate as `GET /api/exchange-rates` lists it: the latest by `rateDate`.
 * `updatedAt` is when the row was written (ISO timestamp).
 */
export const ExchangeRateSchema = z.object({
  currency: CurrencyCodeSchema,
  unitsPerUsd: z.string(),
  rateDate: z.string(),
  source: ExchangeRateSourceSchema,
  updatedAt: IsoDateTimeSchema,
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** `{currency}` of `PUT /api/admin/exchange-rates/{currency}`. */
export const CurrencyParamsSchema = z.strictObject({ currency: CurrencyCodeSchema });

/**
 * `PUT /api/admin/exchange-rates/{currency}` body → 200 {@link ExchangeRate}: sets the rate of
 * that day (a second call for the same day corrects it). 400 for USD, a code outside ISO 4217,
 * or a date after tomorrow (UTC).
 */
export const ExchangeRateUpdateSchema = z.strictObject({
  unitsPerUsd: UnitsPerUsdSchema,
  rateDate: RateDateSchema,
});
export type ExchangeRateUpdate = z.infer<typeof ExchangeRateUpdateSchema>;

/**
 * `POST /api/admin/exchange-rates/ecb-import` (body: the ECB CSV as `text/csv`) → 200: the
 * file's day, the rates stored (per USD) and the currencies the file left `N/A`.
 */
export const EcbImportResultSchema = z.object({
  rateDate: z.string(),
  imported: z.array(ExchangeRateSchema),
  skipped: z.array(z.string()),
});
export type EcbImportResult = z.infer<typeof EcbImportResultSchema>;

/**
 * `PUT /api/me/preferred-currency` body → 200 current user. The currency must have a rate
 * (or be USD); 400 otherwise.
 */
export const PreferredCurrencyUpdateSchema = z.strictObject({
  preferredCurrency: CurrencyCodeSchema,
});
export type PreferredCurrencyUpdate = z.infer<typeof PreferredCurrencyUpdateSchema>;
