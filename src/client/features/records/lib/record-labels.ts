import type { RecordDocumentType, RecordMediaType } from '#shared/records/records.schemas.ts';

/** What each document type reads as in lists and the upload form (issue #14). */
export const DOCUMENT_TYPE_LABELS: Record<RecordDocumentType, string> = {
  imaging: 'Imaging',
  lab_report: 'Lab report',
  prescription: 'Prescription',
  discharge_summary: 'Discharge summary',
  other: 'Other',
};

/** The file type detected by the server (ADR 0037), as a patient names it. */
export const MEDIA_TYPE_LABELS: Record<RecordMediaType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'application/dicom': 'DICOM',
};
