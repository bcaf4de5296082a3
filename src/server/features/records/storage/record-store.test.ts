import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { createLocalRecordStore } from './local-record-store.ts';
import type { RecordStore } from './record-store.ts';
import { createRecordsS3Client, createS3RecordStore } from './s3-record-store.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A source that yields `bytes` and then fails, as an upload refused midway does. */
function failingSource(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('refused midway');
    })(),
  );
}

/** The contract every record store keeps (record-store.ts), run against each backend. */
describe.each(['local disk', 'S3'] as const)('record store contract on %s', (backend) => {
  let store: RecordStore;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (backend === 'S3') {
      const server: S3TestServer = await startS3TestServer();
      store = createS3RecordStore(createRecordsS3Client(server.config), server.config.bucket);
      cleanUp = server.close;
    } else {
      const root = await mkdtemp(path.join(tmpdir(), 'careabroad-store-'));
      store = createLocalRecordStore(root);
      cleanUp = () => rm(root, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanUp());

  it('stores, streams back, lists and deletes an object bigger than one S3 part', async () => {
    const key = randomUUID();
    const bytes = randomBytes(6 * 1024 * 1024 + 7);
    await store.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(await store.listKeys()).toContain(key);
    expect((await readAll(await store.get(key))).equals(bytes)).toBe(true);
    await store.delete(key);
    expect(await store.listKeys()).not.toContain(key);
    await expect(store.get(key)).rejects.toThrow();
    await store.delete(key);
  });

  it.each([
    ['within the first part', 1024],
    ['after a whole part was sent', 6 * 1024 * 1024],
  ])('leaves nothing behind when the source fails %s', async (_when, bytes) => {
    const before = await store.listKeys();
    const key = randomUUID();
    await expect(store.put(key, failingSource(randomBytes(bytes)))).rejects.toThrow();
    expect(await store.listKeys()).toEqual(before);
  });

  it('refuses a key that is not a uuid', async () => {
    await expect(store.put('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'invalid storage key',
    );
  });
});
