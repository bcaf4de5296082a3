import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { DatabaseHealth } from './database-health.ts';

/** The Drizzle database, whichever driver is underneath (PGlite or postgres.js). */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** A transaction handle; repositories accept either this or the database. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

/** What repositories run their queries on. */
export type Queryable = Database | Transaction;

/** The open database plus its lifecycle. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The circuit breaker: whether the database answers, and fast failure while it does not. */
  health: DatabaseHealth;
  /**
   * Sends `payload` (≤ 8000 bytes) on `channel` with PostgreSQL `NOTIFY`: every listener of
   * every process on this database receives it, in commit order (DESIGN §7).
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onPayload` for each notification on `channel` (PostgreSQL `LISTEN`; postgres.js holds
   * a dedicated connection and listens again after a reconnect). Resolves, once listening, to a
   * function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a gzipped tarball of the data folder (tests start from it; backups). */
  dumpDataDir?(): Promise<Blob>;
  /** Closes connections and releases the PGlite lock. */
  close(): Promise<void>;
}

/** The SQLSTATE of a driver error, which Drizzle wraps in `cause` (DESIGN §8). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/** SQLSTATE 23505: a unique constraint refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
