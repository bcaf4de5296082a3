import type { MedicalRecord, UpdateRecordInput } from '#shared/records/records.schemas.ts';
import type { Database } from '../../../db/database.ts';
import { notFound } from '../../../lib/app-error.ts';
import { requireUuid } from '../../../lib/ids.ts';
import type { UserRow } from '../../users/users.service.ts';
import { toMedicalRecord } from '../records.dto.ts';
import { removeRecordFiles, type RecordsContext } from '../records.service.ts';
import {
  deleteExpiredRecordRows,
  findRecordedStorageKeys,
  setRecordKept,
} from './records-retention.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Rows deleted per transaction: short transactions, and files removed soon after each. */
const RETENTION_BATCH = 100;

/** What retention and the orphan sweep need: the database, the store and a log. */
export type RetentionContext = Pick<RecordsContext, 'db' | 'store' | 'log'>;

/**
 * Which of `storageKeys` another feature's rows name (files sealed through
 * `sealed-files.service.ts`, ADR 0050): the orphan sweep keeps them.
 */
export type StorageKeyOwner = (
  db: Database,
  storageKeys: readonly string[],
) => Promise<Set<string>>;

/**
 * `PATCH /api/records/{id}`: the patient keeps a record past retention, or lets it go again
 * (ADR 0038). Only the owner; the record as it is now.
 * @throws 404 when the record is absent or not the patient's.
 */
export async function updateRecordKeep(
  db: Database,
  patient: UserRow,
  rawId: string,
  input: UpdateRecordInput,
): Promise<MedicalRecord> {
  const id = requireUuid(rawId, 'Record not found');
  const row = await setRecordKept(db, { id, patientId: patient.id, isKept: input.keep });
  if (!row) throw notFound('Record not found');
  return toMedicalRecord(row);
}

/**
 * Retention (ADR 0038): deletes the records of requests closed more than `retentionDays` ago
 * (uploaded that long ago too), except those the patient keeps; library records (no request)
 * are never touched. Each batch of rows is deleted in one transaction and its files removed
 * after the commit. Counts only, never titles.
 */
export async function deleteExpiredRecords(
  context: RetentionContext,
  input: { retentionDays: number; now?: Date },
): Promise<{ deletedRecords: number; removedFiles: number }> {
  const cutOff = new Date((input.now ?? new Date()).getTime() - input.retentionDays * DAY_MS);
  let deletedRecords = 0;
  let removedFiles = 0;
  for (;;) {
    const storageKeys = await context.db.transaction((tx) =>
      deleteExpiredRecordRows(tx, { cutOff, limit: RETENTION_BATCH }),
    );
    deletedRecords += storageKeys.length;
    removedFiles += await removeRecordFiles(context, storageKeys);
    if (storageKeys.length < RETENTION_BATCH) break;
  }
  return { deletedRecords, removedFiles };
}

/**
 * The orphan sweep (ADR 0038): removes stored files that no record row (nor `otherKeyOwners`) names — left by a
 * crash between a commit and a file removal, or a removal that failed — and abandoned partial
 * uploads. Files younger than `graceMs` are left alone: an upload stores its file a moment
 * before it commits its row.
 */
export async function removeOrphanFiles(
  context: RetentionContext,
  input: { graceMs: number; now?: Date; otherKeyOwners?: readonly StorageKeyOwner[] },
): Promise<{ removedOrphans: number; removedIncompleteUploads: number }> {
  const settledBefore = new Date((input.now ?? new Date()).getTime() - input.graceMs);
  const settled = (await context.store.listObjects())
    .filter((object) => object.storedAt < settledBefore)
    .map((object) => object.key);
  const recorded = await findRecordedStorageKeys(context.db, settled);
  for (const owner of input.otherKeyOwners ?? []) {
    for (const key of await owner(context.db, settled)) recorded.add(key);
  }
  const orphans = settled.filter((key) => !recorded.has(key));
  return {
    removedOrphans: await removeRecordFiles(context, orphans),
    removedIncompleteUploads: await context.store.removeIncompleteUploads(settledBefore),
  };
}
