import type { RequestSharing } from '#shared/records/record-sharing.schemas.ts';
import type { Queryable } from '../../../db/database.ts';
import { listBiddersOnRequest } from '../../bids/bids.service.ts';
import type { UserRow } from '../../users/users.service.ts';
import { listDocumentRequests } from './document-requests.repository.ts';
import { listGrantsOfPatient } from './record-grants.repository.ts';
import { requireOwnRequest, toRecordGrants } from './record-grants.service.ts';
import { toDocumentRequest } from './record-sharing.dto.ts';

/** Grants and asks on one request stay few; this bounds the panel's one query of each. */
const MAX_LISTED_PER_REQUEST = 500;

/**
 * `GET /api/treatment-requests/{id}/sharing` (ADR 0041): for the patient's request page, each
 * hospital that bid with its newest bid, the grants the patient made it and the documents it
 * asked for, newest first.
 * @throws 404 when the request is not the patient's.
 */
export async function getRequestSharing(
  db: Queryable,
  patient: UserRow,
  rawRequestId: string,
): Promise<RequestSharing> {
  const request = await requireOwnRequest(db, patient, rawRequestId);
  const page = { limit: MAX_LISTED_PER_REQUEST };
  const [bidders, grantRows, askRows] = await Promise.all([
    listBiddersOnRequest(db, request.id),
    listGrantsOfPatient(db, { patientId: patient.id, treatmentRequestId: request.id }, page),
    listDocumentRequests(
      db,
      { userId: patient.id, side: 'patient', treatmentRequestId: request.id },
      page,
    ),
  ]);
  const grants = await toRecordGrants(db, grantRows);
  const asks = askRows.map(toDocumentRequest);
  return bidders.map((bidder) => ({
    hospital: { id: bidder.hospitalId, name: bidder.hospitalName },
    bid: { id: bidder.bidId, status: bidder.status },
    canGrant: bidder.status === 'pending' || bidder.status === 'accepted',
    grants: grants.filter((grant) => grant.hospital.id === bidder.hospitalId),
    documentRequests: asks.filter((ask) => ask.hospital.id === bidder.hospitalId),
  }));
}
