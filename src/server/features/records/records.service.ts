import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import {
  MAX_RECORD_FILE_BYTES,
  RECORDS_QUOTA_BYTES,
  UploadRecordFieldsSchema,
  type MedicalRecord,
  type RecordAccess,
} from '#shared/records/records.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, invalidInput, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import { requireCurrentConsents } from '../consents/consent-gate.service.ts';
import { findVisibleRequest } from '../treatment-requests/treatment-requests.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { createContentScan, inspectRecordHead, RECORD_HEAD_BYTES } from './record-file-checks.ts';
import {
  deleteRecordOfPatient,
  deleteRecordsOfPatient,
  findRecordOfPatient,
  insertRecord,
  insertRecordAccess,
  listAccessesOfPatientRecords,
  listAllRecordsOfPatient,
  listRecordAccesses,
  listRecordsOfPatient,
  lockPatientQuota,
  sumRecordBytes,
} from './records.repository.ts';
import { toMedicalRecord, toRecordAccess } from './records.dto.ts';
import { logSharedRecordRead } from './sharing/record-grants.service.ts';
import {
  createDecryptStream,
  createEncryptStream,
  generateFileKey,
} from './storage/record-cipher.ts';
import { unwrapFileKey, wrapFileKey } from './storage/record-key-wrap.ts';
import type { RecordStore } from './storage/record-store.ts';
import { createByteLimit, peekHead } from './stream-limits.ts';

/** The vault's storage and master key (ADR 0037), one per app. */
export interface RecordsVault {
  store: RecordStore;
  /** RECORDS_MASTER_KEY, 32 bytes: wraps every file key. */
  masterKey: Buffer;
}

/** What the records service needs from the request's app. */
export interface RecordsContext extends RecordsVault {
  db: Database;
  log: FastifyBaseLogger;
}

/** An upload as the route read it: the text fields sent before the file, and the file. */
export interface RecordUpload {
  fields: Record<string, unknown>;
  file: Readable;
}

const RECORD_NOT_FOUND = 'Record not found';
const MEGABYTE = 1024 * 1024;

const fileTooLarge = () =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `A file can be at most ${MAX_RECORD_FILE_BYTES / MEGABYTE} MB`,
  );
const quotaExceeded = () =>
  new AppError(
    413,
    'QUOTA_EXCEEDED',
    `Your records can take at most ${RECORDS_QUOTA_BYTES / MEGABYTE / 1024} GB. Delete some to make room.`,
  );

/** Deletes a stored object, logging (not throwing) a failure: the caller is already failing. */
async function removeStoredQuietly(context: RecordsContext, storageKey: string): Promise<void> {
  try {
    await context.store.delete(storageKey);
  } catch (error) {
    context.log.error({ err: error, storageKey }, 'could not remove a record file');
  }
}

/**
 * Stores a patient's upload (issue #14, ADR 0037): fields checked, the quota checked before
 * reading, the type decided from the first bytes, then the file streamed through the size limit,
 * the type's content scan and the per-file cipher into the store, and the row inserted after a
 * second quota check under a lock on the patient (two uploads at once cannot both squeeze in).
 * Nothing is left in the store when any step fails.
 * Needs the patient's current `health_data` consent (GDPR Art. 9(2)(a), ADR 0041).
 * @throws 400 for invalid fields or an empty file; 404 when `treatmentRequestId` is not one of
 * the patient's requests; 409 `CONSENT_REQUIRED` without the consent; 413 over 50 MB or over
 * the 1 GB quota; 415 for a refused type.
 */
export async function uploadRecord(
  context: RecordsContext,
  patient: UserRow,
  upload: RecordUpload,
): Promise<MedicalRecord> {
  const { db, store } = context;
  const parsed = UploadRecordFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    upload.file.resume();
    throw invalidInput(
      parsed.error.issues.map((i) => ({ path: i.path as string[], message: i.message })),
    );
  }
  const fields = parsed.data;
  try {
    await requireCurrentConsents(db, patient.id, ['health_data']);
  } catch (error) {
    upload.file.resume();
    throw error;
  }
  if (fields.treatmentRequestId) {
    const { row } = await findVisibleRequest(db, patient, fields.treatmentRequestId);
    if (row.patientId !== patient.id) throw notFound('Treatment request not found');
  }
  const usedBytes = await sumRecordBytes(db, patient.id);
  if (usedBytes >= RECORDS_QUOTA_BYTES) throw quotaExceeded();

  const { head, content, discard } = await peekHead(upload.file, RECORD_HEAD_BYTES);
  let inspected;
  try {
    inspected = await inspectRecordHead(head);
  } catch (error) {
    discard();
    throw error;
  }

  const remainingBytes = RECORDS_QUOTA_BYTES - usedBytes;
  let refusal: Error | undefined;
  const refuse = (error: Error) => {
    refusal ??= error;
    return error;
  };
  const limit = createByteLimit(Math.min(MAX_RECORD_FILE_BYTES, remainingBytes), () =>
    refuse(remainingBytes < MAX_RECORD_FILE_BYTES ? quotaExceeded() : fileTooLarge()),
  );
  const scan = createContentScan(inspected.mediaType);
  const storageKey = randomUUID();
  const fileKey = generateFileKey();
  const encrypt = createEncryptStream(fileKey);
  const onStreamEnd = (error: Error | null) => {
    if (error instanceof AppError) refuse(error);
  };
  const sealed = scan
    ? pipeline(content, limit, scan, encrypt, onStreamEnd)
    : pipeline(content, limit, encrypt, onStreamEnd);

  try {
    await store.put(storageKey, sealed);
    const row = await db.transaction(async (tx) => {
      await lockPatientQuota(tx, patient.id);
      if ((await sumRecordBytes(tx, patient.id)) + limit.bytesSeen() > RECORDS_QUOTA_BYTES) {
        throw quotaExceeded();
      }
      return insertRecord(tx, {
        patientId: patient.id,
        treatmentRequestId: fields.treatmentRequestId ?? null,
        title: fields.title,
        documentType: fields.documentType,
        documentDate: fields.documentDate,
        mediaType: inspected.mediaType,
        sizeBytes: limit.bytesSeen(),
        storageKey,
        wrappedKey: wrapFileKey(context.masterKey, fileKey, storageKey),
        dicomStudyDate: inspected.dicom?.studyDate ?? null,
        dicomModality: inspected.dicom?.modality ?? null,
      });
    });
    return toMedicalRecord(row);
  } catch (error) {
    await removeStoredQuietly(context, storageKey);
    throw refusal ?? error;
  }
}

/** `GET /api/records`: the patient's own records, newest first, keyset paged (DESIGN §4). */
export async function listRecords(
  db: Queryable,
  patient: UserRow,
  query: ListQuery,
): Promise<Page<MedicalRecord>> {
  const cursor = decodeCursor(query.cursor);
  const rows = await listRecordsOfPatient(db, patient.id, {
    limit: query.limit + 1,
    ...(cursor ? { cursor } : {}),
  });
  const page = toPage(rows, query);
  return { items: page.items.map(toMedicalRecord), nextCursor: page.nextCursor };
}

async function requireOwnRecord(db: Queryable, patient: UserRow, rawId: string) {
  const row = await findRecordOfPatient(db, requireUuid(rawId, RECORD_NOT_FOUND), patient.id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}

async function logOwnRecordRead(db: Queryable, patient: UserRow, rawId: string) {
  const row = await requireOwnRecord(db, patient, rawId);
  await insertRecordAccess(db, row.id, patient.id);
  return row;
}

/**
 * The decrypted content of a record its reader owns, or (a hospital) that a live grant shares
 * with it under the patient's current consents (ADR 0041), streamed; the read is written to the
 * access log first, so even a read that fails midway is on record. A stored file that fails its
 * integrity check ends the stream with an error (the client gets a cut response, never
 * altered bytes).
 * @throws 404 when the record is absent or not the reader's to read.
 */
export async function openRecordContent(
  context: RecordsContext,
  reader: UserRow,
  rawId: string,
): Promise<{ record: MedicalRecord; content: Readable }> {
  const row =
    reader.role === 'hospital'
      ? await logSharedRecordRead(context.db, reader, requireUuid(rawId, RECORD_NOT_FOUND))
      : await logOwnRecordRead(context.db, reader, rawId);
  const fileKey = unwrapFileKey(context.masterKey, row.wrappedKey, row.storageKey);
  const stored = await context.store.get(row.storageKey);
  const content = pipeline(stored, createDecryptStream(fileKey), (error) => {
    if (error && error.name === 'RecordIntegrityError') {
      context.log.error(
        { recordId: row.id, err: error },
        'a record file failed its integrity check',
      );
    }
  });
  return { record: toMedicalRecord(row), content };
}

/**
 * Deletes the patient's record and its file. The file is removed inside the transaction, so a
 * failed removal keeps the row (the patient can try again) and no row outlives its file.
 * @throws 404 when the record is absent or not the patient's.
 */
export async function deleteRecord(
  context: RecordsContext,
  patient: UserRow,
  rawId: string,
): Promise<void> {
  const id = requireUuid(rawId, RECORD_NOT_FOUND);
  await context.db.transaction(async (tx) => {
    const row = await deleteRecordOfPatient(tx, id, patient.id);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    await context.store.delete(row.storageKey);
  });
}

/** `GET /api/records/{id}/access-log`: the reads of the patient's record, newest first. */
export async function listRecordAccessLog(
  db: Queryable,
  patient: UserRow,
  rawId: string,
  query: ListQuery,
): Promise<Page<RecordAccess>> {
  const record = await requireOwnRecord(db, patient, rawId);
  const cursor = decodeCursor(query.cursor);
  const rows = await listRecordAccesses(db, record.id, {
    limit: query.limit + 1,
    ...(cursor ? { cursor } : {}),
  });
  const page = toPage(rows, query);
  return { items: page.items.map(toRecordAccess), nextCursor: page.nextCursor };
}

/** The records part of the data export (ADR 0028): metadata and every read, no file bytes. */
export async function exportRecordsOfPatient(db: Queryable, patientId: string) {
  const [records, accesses] = await Promise.all([
    listAllRecordsOfPatient(db, patientId),
    listAccessesOfPatientRecords(db, patientId),
  ]);
  return {
    medicalRecords: records.map(toMedicalRecord),
    recordAccessLog: accesses.map((row) => ({ recordId: row.recordId, ...toRecordAccess(row) })),
  };
}

/**
 * Account deletion, step one, in the caller's transaction: deletes the patient's record rows
 * and returns their storage keys for {@link removeRecordFiles} once the transaction committed.
 */
export function deleteRecordRowsOfPatient(db: Queryable, patientId: string): Promise<string[]> {
  return deleteRecordsOfPatient(db, patientId);
}

/**
 * Step two of deleting record rows (account deletion, retention): removes their files once the
 * rows' transaction committed; how many were removed. A failure is logged with the key (no
 * health data) and does not undo the deletion; the rows are gone already, so such a file can
 * no longer be read through the app, and the orphan sweep (ADR 0038) removes it later.
 */
export async function removeRecordFiles(
  context: Pick<RecordsContext, 'store' | 'log'>,
  storageKeys: readonly string[],
): Promise<number> {
  let removed = 0;
  for (const storageKey of storageKeys) {
    try {
      await context.store.delete(storageKey);
      removed += 1;
    } catch (error) {
      context.log.error({ err: error, storageKey }, 'could not remove a deleted record’s file');
    }
  }
  return removed;
}
