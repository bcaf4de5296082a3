import { z } from 'zod';
import { RecordDocumentTypeSchema, RecordMediaTypeSchema } from './records.schemas.ts';

const RecordsTallySchema = z.object({
  records: z.number().int().nonnegative(),
  /** Sum of the files' own (unencrypted) sizes, in bytes. */
  bytes: z.number().int().nonnegative(),
});

/**
 * `GET /api/admin/records/stats` (issue #14: "admins see counts and sizes, never file
 * contents"): how much the records vault holds, per document type and per detected media type
 * (types absent from the vault are left out), how many patients have records, and the largest
 * one patient's usage against the per-patient quota. Never a title, a name or a file.
 */
export const RecordsStatsSchema = RecordsTallySchema.extend({
  patientsWithRecords: z.number().int().nonnegative(),
  /** Records the patients chose to keep past retention (ADR 0038). */
  keptRecords: z.number().int().nonnegative(),
  /** The largest total of one patient's files, in bytes (0 with no records). */
  largestPatientBytes: z.number().int().nonnegative(),
  /** The per-patient quota, in bytes (RECORDS_QUOTA_BYTES, 1 GB). */
  quotaBytes: z.number().int().positive(),
  byDocumentType: z.array(RecordsTallySchema.extend({ documentType: RecordDocumentTypeSchema })),
  byMediaType: z.array(RecordsTallySchema.extend({ mediaType: RecordMediaTypeSchema })),
});
export type RecordsStats = z.infer<typeof RecordsStatsSchema>;
