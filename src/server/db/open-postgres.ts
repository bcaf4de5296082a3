import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/** Serialises migrations across instances starting together. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Opens PostgreSQL through postgres.js (ADR 0002) with statement, lock and
 * idle-in-transaction timeouts (SECURITY §4), and applies migrations under an advisory lock.
 * A dropped server makes queries fail fast (connect timeout 5 s) instead of hanging; the pool
 * reconnects by itself when the server is back.
 */
export async function openPostgres(options: {
  url: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  const client = postgres(options.url, {
    max: options.maxConnections ?? 10,
    idle_timeout: 30,
    connect_timeout: 5,
    onnotice: () => {},
    connection: {
      statement_timeout: 15_000,
      lock_timeout: 5_000,
      idle_in_transaction_session_timeout: 30_000,
      application_name: 'careabroad',
    },
  });
  const db = drizzle({ client }) as unknown as Database;
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
    async ping() {
      await client`select 1`;
    },
    async notify(channel, payload) {
      await client.notify(channel, payload);
    },
    async listen(channel, onPayload) {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
