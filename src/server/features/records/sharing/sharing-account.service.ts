import type { DocumentRequest, RecordGrant } from '#shared/records/record-sharing.schemas.ts';
import type { Queryable } from '../../../db/database.ts';
import {
  deleteDocumentRequestsOfUser,
  listDocumentRequestsOfUser,
} from './document-requests.repository.ts';
import { deleteGrantsOfUser, listGrantsOfUser } from './record-grants.repository.ts';
import { toRecordGrants } from './record-grants.service.ts';
import { toDocumentRequest } from './record-sharing.dto.ts';

/**
 * The sharing part of the data export (ADR 0028, ADR 0041): every grant the user made (a
 * patient) or received (a hospital), with the records' metadata, and every document request
 * either side of it, oldest first. No file bytes.
 */
export async function exportSharingOfUser(
  db: Queryable,
  userId: string,
): Promise<{ recordGrants: RecordGrant[]; documentRequests: DocumentRequest[] }> {
  const [grantRows, askRows] = await Promise.all([
    listGrantsOfUser(db, userId),
    listDocumentRequestsOfUser(db, userId),
  ]);
  return {
    recordGrants: await toRecordGrants(db, grantRows),
    documentRequests: askRows.map(toDocumentRequest),
  };
}

/** Account deletion, in the caller's transaction: every grant and ask the user is party to. */
export async function deleteSharingOfUser(db: Queryable, userId: string): Promise<void> {
  await deleteGrantsOfUser(db, userId);
  await deleteDocumentRequestsOfUser(db, userId);
}
