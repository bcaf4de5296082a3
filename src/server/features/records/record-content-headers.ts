import { create as contentDisposition } from 'content-disposition';
import type { MedicalRecord, RecordMediaType } from '#shared/records/records.schemas.ts';

/**
 * The policy of every record download: a sandboxed document (no scripts, no same origin, no
 * forms or plugins) that may load nothing, shown only inside the app's own frames.
 */
export const RECORD_CONTENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

const EXTENSIONS: Record<RecordMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/dicom': 'dcm',
};

/** A download name from the record's title and its detected type's extension. */
export function fileNameOf(record: MedicalRecord): string {
  const base = record.title
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || 'record'}.${EXTENSIONS[record.mediaType]}`;
}

/**
 * Headers of `GET /api/records/{id}/content` (ADR 0037): the type detected at upload (never the
 * uploader's), `inline` only for PDF, JPEG and PNG (previews) and `attachment` for DICOM, which
 * no browser displays; nosniff and {@link RECORD_CONTENT_CSP} so nothing in a file can run.
 */
export function recordContentHeaders(record: MedicalRecord): Record<string, string> {
  const isPreviewable = record.mediaType !== 'application/dicom';
  return {
    'content-type': record.mediaType,
    'content-length': String(record.sizeBytes),
    'content-disposition': contentDisposition(fileNameOf(record), {
      type: isPreviewable ? 'inline' : 'attachment',
    }),
    'x-content-type-options': 'nosniff',
    'content-security-policy': RECORD_CONTENT_CSP,
  };
}
