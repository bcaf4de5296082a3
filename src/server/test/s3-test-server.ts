import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { RecordsS3Config } from '../config.ts';

/** A local S3-compatible server (s3rver) with one empty bucket, for the S3 record store tests. */
export interface S3TestServer {
  config: RecordsS3Config;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with its data in a fresh temporary folder. */
export async function startS3TestServer(bucket = 'records-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'careabroad-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
