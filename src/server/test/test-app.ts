import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { createLocalRecordStore } from '../features/records/storage/local-record-store.ts';
import type { RecordStore } from '../features/records/storage/record-store.ts';
import { recordingMailer, type RecordingMailer } from './recording-mailer.ts';
import { cloneTemplateDatabase } from './test-database.ts';

/** The session secret every test app is built with (keys derived from it are fixed too). */
export const TEST_SESSION_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** True when this run targets PostgreSQL (TEST_DATABASE_URL); concurrency tests need it. */
export const isPostgresRun = (): boolean => inject('postgresAdminUrl') !== '';

/** The records master key of every test app (32 bytes). */
export const TEST_RECORDS_MASTER_KEY = Buffer.alloc(32, 0x5a);

/**
 * The SSR build folder of every test app unless a test gives one: none, so the catalogue pages
 * are plain HTML whether or not `vite build` has run (ADR 0055).
 */
const NO_SSR_BUILD_DIR = '/nonexistent-test-ssr-build';

/** The app under test with its own migrated, empty database. */
export interface TestApp {
  app: FastifyInstance;
  /** Every e-mail the app sent, in order. */
  mail: RecordingMailer;
  db: Database;
  config: AppConfig;
  database: DatabaseHandle;
  /** Where this app's record files go: a fresh temporary folder unless the test gave a store. */
  recordStore: RecordStore;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: PGlite in memory from the run's snapshot, or a new
 * PostgreSQL database cloned from the migrated template. Dropped on close.
 */
export async function openTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    const clone = await cloneTemplateDatabase(adminUrl);
    const handle = await openPostgres({
      url: clone.url,
      maxConnections: options.maxConnections ?? 25,
    });
    return {
      ...handle,
      async dispose() {
        await handle.close();
        await clone.drop();
      },
    };
  }
  const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
  const handle = await openPglite({ snapshot });
  return { ...handle, dispose: () => handle.close() };
}

/**
 * Builds the whole app on a fresh test database. `env` overrides configuration (DESIGN §3);
 * rate limits are off unless a test turns them on. `database` shares one already open (two
 * instances on one PostgreSQL database); the caller then disposes of it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<
    BuildAppOptions,
    'realtime' | 'logger' | 'recordStore' | 'requestDeadlines' | 'ssrDir'
  > & {
    database?: DatabaseHandle & { dispose(): Promise<void> };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const recordsDir = options.recordStore
    ? undefined
    : await mkdtemp(path.join(tmpdir(), 'careabroad-test-records-'));
  const recordStore = options.recordStore ?? createLocalRecordStore(recordsDir ?? '');
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    APP_ORIGIN: 'http://localhost:5000',
    DATA_DIR: '/nonexistent-test-data-dir',
    ...env,
  });
  const mail = recordingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: mail,
    sessionSecret: TEST_SESSION_SECRET,
    recordsMasterKey: TEST_RECORDS_MASTER_KEY,
    recordStore,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.requestDeadlines ? { requestDeadlines: options.requestDeadlines } : {}),
    ssrDir: options.ssrDir ?? NO_SSR_BUILD_DIR,
  });
  await app.ready();
  return {
    app,
    mail,
    db: database.db,
    config,
    database,
    recordStore,
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
      if (recordsDir) await rm(recordsDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app whose database a test takes away: `closeDatabase()` closes it (PGlite) or closes and
 * drops it (PostgreSQL) while the app keeps running, to check how requests fail (SECURITY §4).
 */
export async function createDisposableTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase({ maxConnections: 2 });
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    DATA_DIR: '/nonexistent-test-data-dir',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    mailer: recordingMailer(),
    sessionSecret: TEST_SESSION_SECRET,
    recordsMasterKey: TEST_RECORDS_MASTER_KEY,
    ssrDir: NO_SSR_BUILD_DIR,
  });
  await app.ready();
  let isDisposed = false;
  return {
    app,
    async closeDatabase(): Promise<void> {
      isDisposed = true;
      await database.dispose();
    },
    async close(): Promise<void> {
      await app.close();
      if (!isDisposed) await database.dispose();
    },
  };
}
