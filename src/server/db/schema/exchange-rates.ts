import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EXCHANGE_RATE_SOURCES } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { idColumn, updatedAtColumn } from './columns.ts';
import { users } from './users.ts';

export const exchangeRateSourceEnum = pgEnum('exchange_rate_source', EXCHANGE_RATE_SOURCES);

/**
 * Exchange rates with their day (issue #15, ADR 0044): one row per currency and day, so the
 * history stays and the latest day of each currency is the rate in force. `units_per_usd` is an
 * exact decimal (units of `currency` per 1 USD, 8 places). Display only: amounts stay in USD.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    currency: varchar('currency', { length: 3 }).notNull(),
    unitsPerUsd: numeric('units_per_usd', { precision: 18, scale: 8 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: exchangeRateSourceEnum('source').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // Also the index of "latest per currency": DISTINCT ON (currency) … rate_date DESC.
    uniqueIndex('exchange_rates_currency_date_key').on(t.currency, t.rateDate),
    index('exchange_rates_updated_by_idx').on(t.updatedBy),
    check('exchange_rates_positive', sql`${t.unitsPerUsd} > 0`),
    check(
      'exchange_rates_currency_code',
      sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.currency} <> 'USD'`,
    ),
  ],
);
