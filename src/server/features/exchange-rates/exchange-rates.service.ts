import {
  BASE_CURRENCY,
  type EcbImportResult,
  type ExchangeRate,
  type ExchangeRateUpdate,
} from '#shared/exchange-rates/exchange-rates.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { setPreferredCurrency, type UserRow } from '../users/users.service.ts';
import { readEcbReferenceRates } from './ecb-reference-rates.ts';
import { toExchangeRate } from './exchange-rates.dto.ts';
import {
  findLatestExchangeRate,
  listLatestExchangeRates,
  upsertExchangeRates,
} from './exchange-rates.repository.ts';
import { isPricingCurrency } from './iso-4217.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Latest day a rate may carry: tomorrow in UTC, so an admin ahead of UTC (up to UTC+14) can
 * enter their today, and nothing further ahead.
 */
function latestAllowedRateDate(now: Date): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** `GET /api/exchange-rates`: the latest rate of every currency, by currency code. */
export async function listExchangeRates(db: Queryable): Promise<ExchangeRate[]> {
  return (await listLatestExchangeRates(db)).map(toExchangeRate);
}

/**
 * `PUT /api/admin/exchange-rates/{currency}`: stores the admin's rate of `rateDate` (a second
 * call for the same day corrects it), with an audit entry in the same transaction. The list
 * shows it when it is the currency's latest day.
 * @throws 400 for USD (always 1), a code that is not a current ISO 4217 currency, or a date
 *   after tomorrow (UTC).
 */
export async function setManualExchangeRate(
  db: Database,
  admin: UserRow,
  currency: string,
  input: ExchangeRateUpdate,
): Promise<ExchangeRate> {
  if (currency === BASE_CURRENCY) {
    throw badRequest('USD is the base currency: its rate is always 1', 'BASE_CURRENCY');
  }
  if (!isPricingCurrency(currency)) {
    throw badRequest(`${currency} is not a current ISO 4217 currency`, 'UNKNOWN_CURRENCY');
  }
  if (input.rateDate > latestAllowedRateDate(new Date())) {
    throw fieldError('rateDate', 'Date cannot be in the future');
  }
  return db.transaction(async (tx) => {
    const [row] = await upsertExchangeRates(tx, [
      { currency, ...input, source: 'manual', updatedBy: admin.id },
    ]);
    if (!row) throw new Error('upsert returned no row');
    await recordAdminAction(tx, admin, {
      action: 'exchange_rate.set',
      targetType: 'exchange_rate',
      targetId: currency,
      rowsAffected: 1,
      details: { rateDate: input.rateDate, unitsPerUsd: row.unitsPerUsd },
    });
    return toExchangeRate(row);
  });
}

/**
 * `POST /api/admin/exchange-rates/ecb-import`: reads the ECB reference-rates CSV (the daily
 * `eurofxref.csv`, or the newest day of `eurofxref-hist.csv`), converts it to units per USD
 * and stores every rate of that day as source `ecb`, with one audit entry, in one transaction.
 * @throws 400 `ECB_FILE_INVALID` naming the problem, before anything is stored: see
 *   `readEcbReferenceRates`; also for a currency outside ISO 4217 or a day in the future.
 */
export async function importEcbReferenceRates(
  db: Database,
  admin: UserRow,
  csv: string,
): Promise<EcbImportResult> {
  const { rateDate, unitsPerUsd, skipped } = readEcbReferenceRates(csv);
  const unknown = [...unitsPerUsd.keys()].filter((code) => !isPricingCurrency(code));
  if (unknown.length > 0) {
    throw badRequest(
      `Not an ECB reference-rates file: ${unknown.join(', ')} is not a current ISO 4217 currency`,
      'ECB_FILE_INVALID',
    );
  }
  if (rateDate > latestAllowedRateDate(new Date())) {
    throw badRequest(`The file's day ${rateDate} is in the future`, 'ECB_FILE_INVALID');
  }
  const values = [...unitsPerUsd].map(([currency, rate]) => ({
    currency,
    unitsPerUsd: rate,
    rateDate,
    source: 'ecb' as const,
    updatedBy: admin.id,
  }));
  return db.transaction(async (tx) => {
    const rows = await upsertExchangeRates(tx, values);
    await recordAdminAction(tx, admin, {
      action: 'exchange_rate.import_ecb',
      targetType: 'exchange_rate',
      targetId: rateDate,
      rowsAffected: rows.length,
    });
    const imported = rows.map(toExchangeRate).sort((a, b) => a.currency.localeCompare(b.currency));
    return { rateDate, imported, skipped };
  });
}

/**
 * `PUT /api/me/preferred-currency`: the currency the user's prices are also shown in.
 * @throws 400 on `preferredCurrency` when it is neither USD nor a currency with a rate.
 */
export async function choosePreferredCurrency(
  db: Queryable,
  user: UserRow,
  currency: string,
): Promise<UserRow> {
  if (currency !== BASE_CURRENCY && !(await findLatestExchangeRate(db, currency))) {
    throw fieldError(
      'preferredCurrency',
      `There is no exchange rate for ${currency}; choose one of the listed currencies`,
    );
  }
  return setPreferredCurrency(db, user, currency);
}
