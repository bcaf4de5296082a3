import path from 'node:path';
import type { AppConfig } from '../../../config.ts';
import { createLocalRecordStore } from './local-record-store.ts';
import type { RecordStore } from './record-store.ts';
import { createRecordsS3Client, createS3RecordStore } from './s3-record-store.ts';

/** The configured record store: the S3 bucket of RECORDS_S3_*, else `DATA_DIR/records`. */
export function createRecordStore(config: AppConfig): RecordStore {
  if (config.recordsS3) {
    return createS3RecordStore(createRecordsS3Client(config.recordsS3), config.recordsS3.bucket);
  }
  return createLocalRecordStore(path.resolve(config.dataDir, 'records'));
}
