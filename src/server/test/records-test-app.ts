import {
  createRecordsS3Client,
  createS3RecordStore,
} from '../features/records/storage/s3-record-store.ts';
import { startS3TestServer } from './s3-test-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The record stores the vault's tests run against (ADR 0037): the same behaviour on both. */
export const RECORD_STORE_BACKENDS = ['local disk', 'S3'] as const;
export type RecordStoreBackend = (typeof RECORD_STORE_BACKENDS)[number];

/**
 * A test app whose records go to `backend`: a fresh temporary folder, or a bucket of an s3rver
 * started for it. `close()` stops both.
 */
export async function createRecordsTestApp(
  backend: RecordStoreBackend,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (backend === 'local disk') return createTestApp(env);
  const s3 = await startS3TestServer();
  const store = createS3RecordStore(createRecordsS3Client(s3.config), s3.config.bucket);
  const t = await createTestApp(env, { recordStore: store });
  return {
    ...t,
    async close() {
      await t.close();
      await s3.close();
    },
  };
}
