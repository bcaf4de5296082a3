import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { RECORD_DOCUMENT_TYPES, RECORD_MEDIA_TYPES } from '#shared/records/records.schemas.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { treatmentRequests } from './treatment-requests.ts';
import { users } from './users.ts';

export const recordDocumentTypeEnum = pgEnum('record_document_type', RECORD_DOCUMENT_TYPES);
export const recordMediaTypeEnum = pgEnum('record_media_type', RECORD_MEDIA_TYPES);

/**
 * A patient's uploaded medical file (issue #14, ADR 0037). The bytes live encrypted in the
 * record store under `storage_key`; `wrapped_key` is the file's own AES-256 key, encrypted with
 * the master key (RECORDS_MASTER_KEY). Sharing with hospitals will hang off this row (a grant
 * per record and hospital), so the owner is the only column that says who may read it today.
 */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentRequestId: uuid('treatment_request_id').references(() => treatmentRequests.id, {
      onDelete: 'set null',
    }),
    title: varchar('title', { length: 200 }).notNull(),
    documentType: recordDocumentTypeEnum('document_type').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    mediaType: recordMediaTypeEnum('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull().unique(),
    wrappedKey: text('wrapped_key').notNull(),
    dicomStudyDate: date('dicom_study_date', { mode: 'string' }),
    dicomModality: varchar('dicom_modality', { length: 16 }),
    /** The patient asked to keep it: retention (ADR 0038) never deletes it. */
    isKept: boolean('is_kept').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('medical_records_size_positive', sql`${t.sizeBytes} > 0`),
    index('medical_records_patient_created_idx').on(t.patientId, t.createdAt, t.id),
    // Retention's join from closed requests, and the foreign key's ON DELETE SET NULL.
    index('medical_records_request_idx').on(t.treatmentRequestId),
  ],
);

/**
 * Every read of a record's file (issue #14): who, which record, when. Kept while the record
 * lives; the accessor is any account (the owner today, granted hospitals later).
 */
export const recordAccessLog = pgTable(
  'record_access_log',
  {
    id: idColumn(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
    accessorId: uuid('accessor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('record_access_log_record_created_idx').on(t.recordId, t.createdAt, t.id)],
);
