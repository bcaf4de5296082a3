import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/**
 * Opens the embedded PGlite database.
 * - `dataDir`: a folder on disk, locked with a lock file so that a second process cannot open
 *   it (two processes on one folder silently lose writes, DESIGN §8); `undefined` → in memory.
 * - `snapshot`: a tarball made by `dumpDataDir` to start from (tests), skipping initialisation.
 * Migrations are applied in-process before the handle is returned.
 * @throws when the folder is locked by another process.
 */
export async function openPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    try {
      releaseLock = await lockfile.lock(dataDir, { stale: 15_000, update: 5_000 });
    } catch {
      throw new Error(
        `The database folder ${dataDir} is in use by another process. Stop it first.`,
      );
    }
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzle({ client }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
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
      await client.close();
      await releaseLock?.();
    },
  };
}
