import { RECORDS_QUOTA_BYTES } from '#shared/records/records.schemas.ts';
import type { RecordsStats } from '#shared/records/records-stats.schemas.ts';
import type { Queryable } from '../../../db/database.ts';
import {
  findLargestPatientBytes,
  sumAllRecords,
  sumRecordsByDocumentType,
  sumRecordsByMediaType,
} from './records-stats.repository.ts';

/**
 * `GET /api/admin/records/stats`: counts and sizes of the records vault (issue #14), read from
 * the rows' metadata only — no title, no owner, no file is read.
 */
export async function getRecordsStats(db: Queryable): Promise<RecordsStats> {
  const [totals, byDocumentType, byMediaType, largestPatientBytes] = await Promise.all([
    sumAllRecords(db),
    sumRecordsByDocumentType(db),
    sumRecordsByMediaType(db),
    findLargestPatientBytes(db),
  ]);
  return {
    ...totals,
    largestPatientBytes,
    quotaBytes: RECORDS_QUOTA_BYTES,
    byDocumentType,
    byMediaType,
  };
}
