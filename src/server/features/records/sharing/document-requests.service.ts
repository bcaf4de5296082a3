import {
  MAX_OPEN_DOCUMENT_REQUESTS,
  type CreateDocumentRequestInput,
  type DocumentRequest,
  type SharingListQuery,
} from '#shared/records/record-sharing.schemas.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { conflict, forbidden, notFound } from '../../../lib/app-error.ts';
import { requireUuid } from '../../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../../lib/pagination.ts';
import { findLiveBid } from '../../bids/bids.service.ts';
import { findVisibleRequest } from '../../treatment-requests/treatment-requests.service.ts';
import type { UserRow } from '../../users/users.service.ts';
import {
  closeOpenAsk,
  countOpenAsks,
  findDocumentRequest,
  insertDocumentRequest,
  listDocumentRequests,
  lockHospitalAsks,
} from './document-requests.repository.ts';
import { toDocumentRequest } from './record-sharing.dto.ts';

const ASK_NOT_FOUND = 'Document request not found';

async function requireAsk(db: Queryable, id: string): Promise<DocumentRequest> {
  const row = await findDocumentRequest(db, id);
  if (!row) throw notFound(ASK_NOT_FOUND);
  return toDocumentRequest(row);
}

/**
 * `POST /api/document-requests`: a hospital asks the request's patient for a document (issue
 * #14). Only a hospital with a pending or accepted bid on the request may ask, and it may have
 * at most {@link MAX_OPEN_DOCUMENT_REQUESTS} unanswered asks there (counted under a lock on the
 * hospital, so a burst cannot pass the cap).
 * @throws 404 when the hospital cannot see the request; 403 `NO_LIVE_BID` without a live bid;
 * 409 `TOO_MANY_OPEN_ASKS` at the cap.
 */
export async function createDocumentRequest(
  db: Database,
  hospital: UserRow,
  input: CreateDocumentRequestInput,
): Promise<DocumentRequest> {
  const { row: request } = await findVisibleRequest(db, hospital, input.treatmentRequestId);
  if (!(await findLiveBid(db, request.id, hospital.id))) {
    throw forbidden(
      'Only a hospital with a pending or accepted bid on this request can ask for documents',
      'NO_LIVE_BID',
    );
  }
  const id = await db.transaction(async (tx) => {
    await lockHospitalAsks(tx, hospital.id);
    if ((await countOpenAsks(tx, hospital.id, request.id)) >= MAX_OPEN_DOCUMENT_REQUESTS) {
      throw conflict(
        `You can have at most ${MAX_OPEN_DOCUMENT_REQUESTS} unanswered document requests on one treatment request`,
        'TOO_MANY_OPEN_ASKS',
      );
    }
    return insertDocumentRequest(tx, {
      treatmentRequestId: request.id,
      hospitalId: hospital.id,
      patientId: request.patientId,
      message: input.message,
    });
  });
  return requireAsk(db, id);
}

/**
 * `GET /api/document-requests`: a patient's asks received, or a hospital's asks made (with
 * their status), newest first, optionally of one treatment request.
 */
export async function listDocumentRequestsOf(
  db: Queryable,
  user: UserRow,
  query: SharingListQuery,
): Promise<Page<DocumentRequest>> {
  const rows = await listDocumentRequests(
    db,
    {
      userId: user.id,
      side: user.role === 'hospital' ? 'hospital' : 'patient',
      treatmentRequestId: query.treatmentRequestId,
    },
    { limit: query.limit + 1, cursor: decodeCursor(query.cursor) },
  );
  const page = toPage(rows, query);
  return { items: page.items.map(toDocumentRequest), nextCursor: page.nextCursor };
}

/** 404 unless the ask is the patient's; 409 when it was answered or declined already. */
async function explainClosedAsk(db: Queryable, patient: UserRow, id: string): Promise<never> {
  const ask = await findDocumentRequest(db, id);
  if (!ask || ask.patientId !== patient.id) throw notFound(ASK_NOT_FOUND);
  throw conflict('This document request was already answered or declined', 'ASK_NOT_OPEN');
}

/**
 * `POST /api/document-requests/{id}/decline`: the patient declines an open ask (compare-and-set
 * from `open`).
 * @throws 404 when not the patient's; 409 `ASK_NOT_OPEN` when answered or declined already.
 */
export async function declineDocumentRequest(
  db: Queryable,
  patient: UserRow,
  rawId: string,
): Promise<DocumentRequest> {
  const id = requireUuid(rawId, ASK_NOT_FOUND);
  if (!(await closeOpenAsk(db, { id, patientId: patient.id, status: 'declined' }))) {
    await explainClosedAsk(db, patient, id);
  }
  return requireAsk(db, id);
}

/**
 * Marks the patient's open ask answered, in the caller's transaction (the grant answering it is
 * stored in the same one). The ask must be `hospitalId`'s on `treatmentRequestId`.
 * @throws 404 when it is not the patient's or names another hospital or request; 409
 * `ASK_NOT_OPEN` when answered or declined already.
 */
export async function markDocumentRequestAnswered(
  tx: Queryable,
  patient: UserRow,
  input: { id: string; hospitalId: string; treatmentRequestId: string },
): Promise<void> {
  const { id, ...match } = input;
  if (await closeOpenAsk(tx, { id, patientId: patient.id, status: 'answered', match })) return;
  const ask = await findDocumentRequest(tx, id);
  if (
    ask &&
    (ask.hospitalId !== match.hospitalId || ask.treatmentRequestId !== match.treatmentRequestId)
  ) {
    throw notFound(ASK_NOT_FOUND);
  }
  await explainClosedAsk(tx, patient, id);
}
