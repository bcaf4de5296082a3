import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

/** PostgreSQL when `DATABASE_URL` is set, else PGlite in `DATA_DIR` (DESIGN §3). Migrated. */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl })
    : openPglite({ dataDir: config.dataDir });
}
