import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import { createDatabaseHealth } from './database-health.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/** Where PGlite keeps its files inside `DATA_DIR` (the folder the lock guards). */
export const pgliteFolderOf = (dataDir: string): string => path.resolve(dataDir, 'pglite');

/**
 * Opens the embedded PGlite database.
 * - `dataDir`: a folder on disk, locked so that a second process cannot open it (two processes
 *   on one folder silently lose writes, DESIGN §8); a lock left by a dead process is taken over
 *   at once (`lockDataDir`); `undefined` → in memory.
 * - `snapshot`: a tarball made by `dumpDataDir` to start from (tests), skipping initialisation.
 * Migrations are applied in-process before the handle is returned.
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
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzle({ client }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  // In-process, PGlite only stops answering once closed; the breaker then reports it down.
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
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async dumpDataDir() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      health.stop();
      await client.close();
      await releaseLock?.();
    },
  };
}
