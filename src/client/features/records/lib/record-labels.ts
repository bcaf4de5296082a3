import type { RecordDocumentType, RecordMediaType } from '#shared/records/records.schemas.ts';
import { msg } from '#client/i18n/msg.ts';

/** What each document type reads as in lists and the upload form (issue #14); English, shown through `t`. */
export const DOCUMENT_TYPE_LABELS: Record<RecordDocumentType, string> = {
  imaging: msg('Imaging'),
  lab_report: msg('Lab report'),
  prescription: msg('Prescription'),
  discharge_summary: msg('Discharge summary'),
  other: msg('Other'),
};

/** The file type detected by the server (ADR 0037), as a patient names it; shown through `t`. */
export const MEDIA_TYPE_LABELS: Record<RecordMediaType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': msg('JPEG image'),
  'image/png': msg('PNG image'),
  'application/dicom': 'DICOM',
};
