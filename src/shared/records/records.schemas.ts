import { z } from 'zod';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';
import { MAX_TITLE_LENGTH } from '../common/constants.ts';

/** Largest file one upload may hold, in bytes (issue #14: 50 MB). */
export const MAX_RECORD_FILE_BYTES = 50 * 1024 * 1024;

/** Total size of one patient's stored files, in bytes (issue #14: 1 GB). */
export const RECORDS_QUOTA_BYTES = 1024 * 1024 * 1024;

/** What a record is, as the patient files it (issue #14). */
export const RECORD_DOCUMENT_TYPES = [
  'imaging',
  'lab_report',
  'prescription',
  'discharge_summary',
  'other',
] as const;
export const RecordDocumentTypeSchema = z.enum(RECORD_DOCUMENT_TYPES, {
  error: 'Document type must be imaging, lab_report, prescription, discharge_summary or other',
});
export type RecordDocumentType = z.infer<typeof RecordDocumentTypeSchema>;

/**
 * The only file types the vault stores, as detected from the content (ADR 0037), never from the
 * name or the declared type.
 */
export const RECORD_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/dicom',
] as const;
export const RecordMediaTypeSchema = z.enum(RECORD_MEDIA_TYPES);
export type RecordMediaType = z.infer<typeof RecordMediaTypeSchema>;

/** A calendar date `YYYY-MM-DD` in the years 1900–9999. */
const CalendarDateSchema = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((value) => value >= '1900-01-01', { message: `${label} is not a valid date` });

/**
 * The text fields of `POST /api/records` (multipart/form-data, sent before the `file` part):
 * title ≤ 200 characters, document type, the document's own date, and optionally one of the
 * patient's treatment requests it belongs to (none → the patient's own library).
 */
export const UploadRecordFieldsSchema = z.strictObject({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  documentType: RecordDocumentTypeSchema,
  documentDate: CalendarDateSchema('Document date'),
  treatmentRequestId: z.uuid({ error: 'Treatment request id must be a uuid' }).optional(),
});
export type UploadRecordFields = z.infer<typeof UploadRecordFieldsSchema>;

/**
 * A stored record's metadata, as its owner sees it (never the file or its keys). `mediaType`
 * is the type detected from the content; `sizeBytes` the file's own (unencrypted) size;
 * `dicomStudyDate` (`YYYY-MM-DD`) and `dicomModality` (e.g. `CT`, `MR`) are read from a DICOM
 * header when it could be parsed, else null.
 */
export const MedicalRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  documentType: RecordDocumentTypeSchema,
  documentDate: z.iso.date(),
  treatmentRequestId: z.uuid().nullable(),
  mediaType: RecordMediaTypeSchema,
  sizeBytes: z.number().int().nonnegative(),
  dicomStudyDate: z.iso.date().nullable(),
  dicomModality: z.string().nullable(),
  /** The patient keeps it: retention (ADR 0038) never deletes it after its request closed. */
  keep: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type MedicalRecord = z.infer<typeof MedicalRecordSchema>;

/**
 * `PATCH /api/records/{id}`: the patient keeps a record (`keep: true`) past the retention of
 * its closed request (ADR 0038), or lets it go again (`false`). Nothing else can be changed.
 */
export const UpdateRecordInputSchema = z.strictObject({
  keep: z.boolean({ error: 'Keep must be true or false' }),
});
export type UpdateRecordInput = z.infer<typeof UpdateRecordInputSchema>;

/** One read of a record's file: who read it (id, role, display name) and when. */
export const RecordAccessSchema = z.object({
  id: z.uuid(),
  accessedAt: IsoDateTimeSchema,
  accessor: z.object({
    id: z.uuid(),
    role: z.enum(['patient', 'hospital', 'admin']).nullable(),
    name: z.string().nullable(),
  }),
});
export type RecordAccess = z.infer<typeof RecordAccessSchema>;
