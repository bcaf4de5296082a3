import type {
  DocumentRequest,
  RecordGrant,
  RecordGrantStatus,
  SharedRecord,
} from '#shared/records/record-sharing.schemas.ts';
import type { DocumentRequestRow } from './document-requests.repository.ts';
import type { GrantedRecordRow, GrantRow, SharedRecordRow } from './record-grants.repository.ts';

function hospitalOf(row: {
  hospitalId: string;
  hospitalFirstName: string | null;
  hospitalLastName: string | null;
}) {
  const name = [row.hospitalFirstName, row.hospitalLastName].filter(Boolean).join(' ');
  return { id: row.hospitalId, name: name || null };
}

/** Where a grant stands at `now`: revoked wins over expired (it says who ended it). */
export function grantStatusOf(
  row: Pick<GrantRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): RecordGrantStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt > now ? 'live' : 'expired';
}

/** A grant as its patient sees it, with the records it covers (`records` of any grants). */
export function toRecordGrant(
  row: GrantRow,
  records: readonly GrantedRecordRow[],
  now = new Date(),
): RecordGrant {
  return {
    id: row.id,
    treatmentRequestId: row.treatmentRequestId,
    hospital: hospitalOf(row),
    purpose: row.purpose,
    status: grantStatusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    documentRequestId: row.documentRequestId,
    records: records
      .filter((record) => record.grantId === row.id)
      .map(({ id, title, documentType, documentDate, mediaType }) => ({
        id,
        title,
        documentType,
        documentDate,
        mediaType,
      })),
  };
}

/** A record shared with the reading hospital: metadata and its grant's purpose and expiry. */
export function toSharedRecord(row: SharedRecordRow): SharedRecord {
  const { record } = row;
  return {
    id: record.id,
    title: record.title,
    documentType: record.documentType,
    documentDate: record.documentDate,
    mediaType: record.mediaType,
    sizeBytes: record.sizeBytes,
    dicomStudyDate: record.dicomStudyDate,
    dicomModality: record.dicomModality,
    grantId: row.grantId,
    purpose: row.purpose,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A document request as its patient and the asking hospital see it. */
export function toDocumentRequest(row: DocumentRequestRow): DocumentRequest {
  return {
    id: row.id,
    treatmentRequestId: row.treatmentRequestId,
    hospital: hospitalOf(row),
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    grantId: row.grantId,
  };
}
