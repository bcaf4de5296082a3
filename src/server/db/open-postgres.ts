import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type Sql } from 'postgres';
import { createDatabaseHealth, type DatabaseHealth } from './database-health.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/** Serialises migrations across instances starting together. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Driver timeouts (SECURITY §4, ADR 0024). A connection that is not ready within 1 s counts as
 * failed, so a server that stopped answering is noticed within a second; a statement may run
 * 5 s and wait 3 s for a lock, far above any query of the product (milliseconds).
 */
const CONNECT_TIMEOUT_SECONDS = 1;
const STATEMENT_TIMEOUT_MS = 5_000;
const LOCK_TIMEOUT_MS = 3_000;

/**
 * Delay in seconds before postgres.js reconnects after `retries` failed connects. Its default
 * grows to 20 s, so a query arriving just after the server came back could wait that long;
 * while the breaker is open only its probe reaches the pool, so short delays cost nothing.
 */
const reconnectBackoffSeconds = (retries: number) => Math.min(0.05 * retries, 0.25);

/** `sql.begin` and `sql.savepoint`: their last argument is the callback given the inner client. */
const CALLBACK_CLIENT_METHODS = new Set<PropertyKey>(['begin', 'savepoint']);

/**
 * The client with every parameterised query run as a prepared statement (ADR 0035): Drizzle asks
 * postgres.js for `prepare: false` unless a query was built with `.prepare()`, which costs a
 * second round trip (Parse/Describe, then Bind/Execute) and a plan per call. postgres.js names
 * and keeps one statement per distinct SQL text and connection; the app's SQL texts are a fixed
 * set. Queries without parameters (`begin`, DDL) keep the simple protocol. Transactions and
 * savepoints get the same client.
 */
function preparingClient(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'unsafe') {
        return (query: string, args?: unknown[], options?: Record<string, unknown>) =>
          Reflect.apply(value, target, [query, args, { ...options, prepare: true }]);
      }
      if (CALLBACK_CLIENT_METHODS.has(property)) {
        return (...args: unknown[]) => {
          const callback = args.at(-1);
          if (typeof callback === 'function') {
            args[args.length - 1] = (inner: Sql) =>
              (callback as (inner: Sql) => unknown)(preparingClient(inner));
          }
          return Reflect.apply(value, target, args);
        };
      }
      return value;
    },
  });
}

/**
 * The postgres.js client as Drizzle sees it: while the breaker says the database is down, a
 * query or transaction fails at once with `DatabaseUnavailableError` instead of queueing for a
 * connection that cannot be made.
 */
function guardedClient(client: Sql, health: DatabaseHealth): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'unsafe') {
        return (...args: unknown[]) => {
          health.assertAvailable();
          return Reflect.apply(value, target, args);
        };
      }
      if (property === 'begin') {
        return (...args: unknown[]) => {
          try {
            health.assertAvailable();
          } catch (error) {
            return Promise.reject(error);
          }
          const transaction = Reflect.apply(value, target, args) as Promise<unknown>;
          transaction.catch((error: unknown) => health.observe(error));
          return transaction;
        };
      }
      return value;
    },
  });
}

/**
 * Opens PostgreSQL through postgres.js (ADR 0002) with connect, statement, lock and
 * idle-in-transaction timeouts (SECURITY §4) behind the circuit breaker of ADR 0024, and applies
 * migrations under an advisory lock.
 */
export async function openPostgres(options: {
  url: string;
  maxConnections?: number;
  /** Called with each statement sent and its parameters (the overhead benchmark records the SQL). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const client = postgres(options.url, {
    max: options.maxConnections ?? 10,
    idle_timeout: 30,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectBackoffSeconds,
    onnotice: () => {},
    ...(onQuery
      ? { debug: (_connection: number, query: string, params: unknown[]) => onQuery(query, params) }
      : {}),
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: LOCK_TIMEOUT_MS,
      idle_in_transaction_session_timeout: 30_000,
      application_name: 'careabroad',
    },
  });
  const health = createDatabaseHealth({
    async ping() {
      await client`select 1`;
    },
  });
  const db = drizzle({
    client: guardedClient(preparingClient(client), health),
  }) as unknown as Database;
  const migrationClient = postgres(options.url, { max: 1, onnotice: () => {} });
  try {
    await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(drizzle({ client: migrationClient }), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await migrationClient.end();
  }
  return {
    db,
    kind: 'postgres',
    health,
    async notify(channel, payload) {
      health.assertAvailable();
      await client.notify(channel, payload);
    },
    async listen(channel, onPayload) {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
    async close() {
      health.stop();
      await client.end({ timeout: 5 });
    },
  };
}
