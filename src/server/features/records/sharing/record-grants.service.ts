import { RECORD_GRANT_POLICY } from '#shared/records/record-grant-policy.ts';
import type {
  CreateRecordGrantInput,
  RecordGrant,
  SharedRecord,
  SharingListQuery,
} from '#shared/records/record-sharing.schemas.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { requireUuid } from '../../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../../lib/pagination.ts';
import { findLiveBid, hasLiveBidOnAny } from '../../bids/bids.service.ts';
import {
  findMissingConsents,
  requireCurrentConsents,
  SHARING_CONSENTS,
} from '../../consents/consent-gate.service.ts';
import { findVisibleRequest } from '../../treatment-requests/treatment-requests.service.ts';
import type { UserRow } from '../../users/users.service.ts';
import { insertRecordAccess, type MedicalRecordRow } from '../records.repository.ts';
import { markDocumentRequestAnswered } from './document-requests.service.ts';
import {
  findGrantOfPatient,
  findRecordIdsOfPatient,
  insertGrant,
  listGrantsOfPatient,
  listLiveSharedRecords,
  listRecordsOfGrants,
  lockLiveGrantedRecord,
  revokeGrantOfPatient,
  revokeLiveGrantsOfPatient,
  type GrantRow,
} from './record-grants.repository.ts';
import { toRecordGrant, toSharedRecord } from './record-sharing.dto.ts';

const GRANT_NOT_FOUND = 'Grant not found';
const RECORD_NOT_FOUND = 'Record not found';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The patient's own treatment request (by id), for sharing.
 * @throws 404 when it is absent or another patient's.
 */
export async function requireOwnRequest(db: Queryable, patient: UserRow, requestId: string) {
  const { row } = await findVisibleRequest(db, patient, requestId);
  if (row.patientId !== patient.id) throw notFound('Treatment request not found');
  return row;
}

/** Grant rows with the records each covers, as the patient sees them. */
export async function toRecordGrants(db: Queryable, rows: GrantRow[]): Promise<RecordGrant[]> {
  const records = await listRecordsOfGrants(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => toRecordGrant(row, records, now));
}

async function requireGrant(db: Queryable, patient: UserRow, id: string): Promise<RecordGrant> {
  const row = await findGrantOfPatient(db, id, patient.id);
  if (!row) throw notFound(GRANT_NOT_FOUND);
  const [grant] = await toRecordGrants(db, [row]);
  return grant!;
}

/**
 * `POST /api/record-grants`: the patient lets a hospital read chosen records of theirs for one
 * of their treatment requests, for a stated purpose, until the expiry (default and ceiling:
 * {@link RECORD_GRANT_POLICY}). The hospital must have a pending or accepted bid on the request.
 * The consents are checked (and share-locked) in the transaction that stores the grant, so a
 * withdrawal committing at the same time revokes it too. Answers a document request when
 * `documentRequestId` is given (in the same transaction).
 * @throws 404 for a request, record or document request not the patient's; 409 `NO_LIVE_BID`,
 * 409 `CONSENT_REQUIRED` without current health_data and cross_border_sharing consents, 409
 * `ASK_NOT_OPEN` for an ask answered or declined already.
 */
export async function createRecordGrant(
  db: Database,
  patient: UserRow,
  input: CreateRecordGrantInput,
): Promise<RecordGrant> {
  const request = await requireOwnRequest(db, patient, input.treatmentRequestId);
  if (!(await findLiveBid(db, request.id, input.hospitalId))) {
    throw conflict(
      'You can share records only with a hospital that has a pending or accepted bid on this request',
      'NO_LIVE_BID',
    );
  }
  const ownIds = await findRecordIdsOfPatient(db, patient.id, input.recordIds);
  if (ownIds.length !== input.recordIds.length) throw notFound(RECORD_NOT_FOUND);
  const days = input.expiresInDays ?? RECORD_GRANT_POLICY.defaultDays;
  const id = await db.transaction(async (tx) => {
    await requireCurrentConsents(tx, patient.id, SHARING_CONSENTS);
    if (input.documentRequestId) {
      await markDocumentRequestAnswered(tx, patient, {
        id: input.documentRequestId,
        hospitalId: input.hospitalId,
        treatmentRequestId: request.id,
      });
    }
    return insertGrant(
      tx,
      {
        patientId: patient.id,
        hospitalId: input.hospitalId,
        treatmentRequestId: request.id,
        purpose: input.purpose,
        expiresAt: new Date(Date.now() + days * DAY_MS),
        documentRequestId: input.documentRequestId ?? null,
      },
      ownIds,
    );
  });
  return requireGrant(db, patient, id);
}

/** `GET /api/record-grants`: the patient's grants with their status, newest first. */
export async function listRecordGrants(
  db: Queryable,
  patient: UserRow,
  query: SharingListQuery,
): Promise<Page<RecordGrant>> {
  const rows = await listGrantsOfPatient(
    db,
    { patientId: patient.id, treatmentRequestId: query.treatmentRequestId },
    { limit: query.limit + 1, cursor: decodeCursor(query.cursor) },
  );
  const page = toPage(rows, query);
  return { items: await toRecordGrants(db, page.items), nextCursor: page.nextCursor };
}

/**
 * `POST /api/record-grants/{id}/revoke`: ends the patient's grant at once (compare-and-set). The
 * update waits for reads holding the grant; once it commits no read passes it (ADR 0041).
 * Revoking a revoked grant changes nothing.
 * @throws 404 when the grant is not the patient's.
 */
export async function revokeRecordGrant(
  db: Queryable,
  patient: UserRow,
  rawId: string,
): Promise<RecordGrant> {
  const id = requireUuid(rawId, GRANT_NOT_FOUND);
  await revokeGrantOfPatient(db, id, patient.id);
  return requireGrant(db, patient, id);
}

/**
 * Withdrawing a sharing consent, in its transaction: every live grant of the patient is revoked
 * (reason `consent_withdrawn`), so the patient sees that sharing ended and when.
 */
export async function revokeGrantsOnConsentWithdrawal(
  tx: Queryable,
  patientId: string,
): Promise<number> {
  return revokeLiveGrantsOfPatient(tx, patientId, 'consent_withdrawn');
}

/**
 * `GET /api/treatment-requests/{id}/shared-records`: what live grants give the hospital for the
 * request — nothing when the patient's sharing consents are not current, or once the hospital's
 * bid is no longer pending or accepted (rejected, or another hospital's accepted).
 * @throws 404 when the hospital cannot see the request.
 */
export async function listSharedRecords(
  db: Queryable,
  hospital: UserRow,
  rawRequestId: string,
): Promise<SharedRecord[]> {
  const { row: request } = await findVisibleRequest(db, hospital, rawRequestId);
  if (!(await findLiveBid(db, request.id, hospital.id))) return [];
  const rows = await listLiveSharedRecords(db, hospital.id, request.id);
  if (rows.length === 0) return [];
  const missing = await findMissingConsents(db, request.patientId, SHARING_CONSENTS);
  return missing.length === 0 ? rows.map(toSharedRecord) : [];
}

/**
 * A hospital's read of a record's file (ADR 0041), in one transaction: a live grant to the
 * hospital must cover the record, the hospital's bid on that grant's request must still be
 * pending or accepted, and the patient's sharing consents must be current — grants and
 * consents share-locked, so a revoke or withdrawal committing meanwhile waits for this read and
 * every read after it fails — and the read is written to the access log before it commits.
 * @throws 404 otherwise (never 403: whether the record exists is not the hospital's to learn).
 */
export async function logSharedRecordRead(
  db: Database,
  hospital: UserRow,
  recordId: string,
): Promise<MedicalRecordRow> {
  return db.transaction(async (tx) => {
    const granted = await lockLiveGrantedRecord(tx, hospital.id, recordId);
    if (!granted || !(await hasLiveBidOnAny(tx, hospital.id, granted.treatmentRequestIds))) {
      throw notFound(RECORD_NOT_FOUND);
    }
    const { record } = granted;
    const missing = await findMissingConsents(tx, record.patientId, SHARING_CONSENTS);
    if (missing.length > 0) throw notFound(RECORD_NOT_FOUND);
    await insertRecordAccess(tx, record.id, hospital.id);
    return record;
  });
}
