import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { startPeriodicJob } from '../../../jobs/periodic-job.ts';
import type { RecordStore } from '../storage/record-store.ts';
import { RECORDS_RETENTION_POLICY } from './records-retention-policy.ts';
import {
  deleteExpiredRecords,
  removeOrphanFiles,
  type StorageKeyOwner,
} from './records-retention.service.ts';

/** How often retention and the orphan sweep run: periods are days, so a few runs a day do. */
const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Runs retention and the orphan sweep (ADR 0038) now and every 6 hours as a periodic job
 * (instances may overlap: rows are claimed with SKIP LOCKED and removing a file twice is
 * harmless). Logs counts only. Returns the job's stop function.
 * `retentionDays` is RECORDS_RETENTION_DAYS, else the policy's default.
 */
export function startRecordsRetentionJob(input: {
  db: Database;
  store: RecordStore;
  log: FastifyBaseLogger;
  retentionDays: number | undefined;
  /** Features whose rows name files in the same store (ADR 0050). */
  otherKeyOwners?: readonly StorageKeyOwner[];
}): () => Promise<void> {
  const context = { db: input.db, store: input.store, log: input.log };
  const retentionDays = input.retentionDays ?? RECORDS_RETENTION_POLICY.closedRequestRecordsDays;
  const graceMs = RECORDS_RETENTION_POLICY.orphanGraceHours * 60 * 60_000;
  return startPeriodicJob({
    name: 'records retention',
    intervalMs: RETENTION_INTERVAL_MS,
    log: input.log,
    async pass() {
      const expired = await deleteExpiredRecords(context, { retentionDays });
      if (expired.deletedRecords > 0) {
        input.log.info({ ...expired, retentionDays }, 'records past retention deleted');
      }
      const orphans = await removeOrphanFiles(context, {
        graceMs,
        otherKeyOwners: input.otherKeyOwners ?? [],
      });
      if (orphans.removedOrphans + orphans.removedIncompleteUploads > 0) {
        input.log.info(orphans, 'orphaned record files removed');
      }
    },
  });
}
