import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import { createDatabaseHealth } from './database-health.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PgliteThreadClient } from './pglite-thread/pglite-thread-client.ts';

/** Where PGlite keeps its files inside `DATA_DIR` (the folder the lock guards). */
export const pgliteFolderOf = (dataDir: string): string => path.resolve(dataDir, 'pglite');

/**
 * Opens the embedded PGlite database, running in its own thread (ADR 0042) so that statements
 * and the event loop's HTTP work use both cores.
 * - `dataDir`: a folder on disk, locked so that a second process cannot open it (two processes
 *   on one folder silently lose writes, DESIGN §8); a lock left by a dead process is taken over
 *   at once (`lockDataDir`); `undefined` → in memory.
 * - `snapshot`: a tarball made by `dumpDataDir` to start from (tests), skipping initialisation.
 * Migrations are applied before the handle is returned.
 * @throws DataDirInUseError when the folder is locked by another running process.
 */
export async function openPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = pgliteFolderOf(options.dataDir);
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  let client: PgliteThreadClient;
  try {
    client = await PgliteThreadClient.start({
      ...(dataDir ? { dataDir } : {}),
      ...(options.snapshot ? { snapshot: await options.snapshot.arrayBuffer() } : {}),
    });
  } catch (error) {
    await releaseLock?.();
    throw error;
  }
  // Drizzle's PGlite driver only calls `query` and `transaction`, which the thread client has.
  const db = drizzle({ client: client as unknown as PGlite }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite only stops answering once closed (or its thread died); the breaker then reports it down.
  const health = createDatabaseHealth({
    async ping() {
      await client.query('select 1');
    },
  });
  return {
    db,
    kind: 'pglite',
    health,
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dumpDataDir: () => client.dumpDataDir(),
    async close() {
      health.stop();
      await client.close();
      await releaseLock?.();
    },
  };
}
