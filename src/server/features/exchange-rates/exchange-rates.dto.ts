import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import type { ExchangeRateRow } from './exchange-rates.repository.ts';

/** A rate row as `GET /api/exchange-rates` lists it; who wrote it stays in the audit log. */
export function toExchangeRate(row: ExchangeRateRow): ExchangeRate {
  return {
    currency: row.currency,
    unitsPerUsd: row.unitsPerUsd,
    rateDate: row.rateDate,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}
