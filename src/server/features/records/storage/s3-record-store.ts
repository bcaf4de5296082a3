import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { RecordsS3Config } from '../../../config.ts';
import { assertStorageKey, type RecordStore, type StoredObject } from './record-store.ts';

/** lib-storage's smallest part; with one part in flight an upload buffers at most ~10 MB. */
const PART_BYTES = 5 * 1024 * 1024;

/** An S3 client for the configured endpoint (AWS, MinIO, Ceph, s3rver…). */
export function createRecordsS3Client(config: RecordsS3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers reject the CRC32
    // trailers the SDK adds by default; GCM tags already protect every chunk.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Record files as objects of `bucket`, streamed with lib-storage's multipart Upload (one part in
 * flight). A failed upload aborts its multipart upload, so no parts are left (`leavePartsOnError`
 * false); a single-part file is only sent once complete.
 */
export function createS3RecordStore(client: S3Client, bucket: string): RecordStore {
  return {
    kind: 's3',
    async put(key, source) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          ContentType: 'application/octet-stream',
        },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        throw error;
      }
    },
    async get(key) {
      assertStorageKey(key);
      const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(result.Body instanceof Readable)) throw new Error('S3 returned no stream');
      return result.Body;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async listKeys() {
      return (await listObjects()).map((object) => object.key);
    },
    listObjects,
    // Interrupted multipart uploads are aborted by the bucket's lifecycle rule
    // (AbortIncompleteMultipartUpload, ADR 0038): S3-compatible servers differ in listing them.
    removeIncompleteUploads: () => Promise.resolve(0),
  };

  async function listObjects(): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) objects.push({ key: item.Key, storedAt: item.LastModified ?? new Date() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
}
