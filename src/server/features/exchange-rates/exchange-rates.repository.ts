import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ExchangeRateSource } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';

/** An exchange_rates row as the service uses it. */
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** One rate to write: the currency's rate of `rateDate`, per 1 USD, as a decimal string. */
export interface ExchangeRateValues {
  currency: string;
  unitsPerUsd: string;
  rateDate: string;
  source: ExchangeRateSource;
  updatedBy: string;
}

/** The latest row (by `rate_date`) of every currency, by currency code. */
export function listLatestExchangeRates(db: Queryable): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rateDate));
}

/** The latest row of one currency, or undefined when it has none. */
export async function findLatestExchangeRate(
  db: Queryable,
  currency: string,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row;
}

/**
 * Writes each currency's rate of its day: a new row, or the existing row of that currency and
 * day overwritten (a correction). Returns the written rows.
 */
export function upsertExchangeRates(
  db: Queryable,
  values: ExchangeRateValues[],
): Promise<ExchangeRateRow[]> {
  return db
    .insert(exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.rateDate],
      set: {
        unitsPerUsd: sql`excluded.units_per_usd`,
        source: sql`excluded.source`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
}
