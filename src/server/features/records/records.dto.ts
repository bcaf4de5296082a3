import type { MedicalRecord, RecordAccess } from '#shared/records/records.schemas.ts';
import type { MedicalRecordRow, RecordAccessRow } from './records.repository.ts';

/** A record row as its owner sees it: metadata only, never the storage or wrapped key. */
export function toMedicalRecord(row: MedicalRecordRow): MedicalRecord {
  return {
    id: row.id,
    title: row.title,
    documentType: row.documentType,
    documentDate: row.documentDate,
    treatmentRequestId: row.treatmentRequestId,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    dicomStudyDate: row.dicomStudyDate,
    dicomModality: row.dicomModality,
    keep: row.isKept,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An access-log row as the record's owner sees it. */
export function toRecordAccess(row: RecordAccessRow): RecordAccess {
  const name = [row.accessorFirstName, row.accessorLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    accessedAt: row.createdAt.toISOString(),
    accessor: { id: row.accessorId, role: row.accessorRole, name: name || null },
  };
}
