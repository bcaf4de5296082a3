import type { ListQuery } from '#shared/common/common.schemas.ts';
import { canReadRequestDescriptions } from '#shared/treatment-requests/treatment-requests.policies.ts';
import type {
  CreateTreatmentRequestInput,
  ExtendBidDeadlineInput,
  TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import type { UserRow } from '../users/users.service.ts';
import { toTreatmentRequest } from './treatment-requests.dto.ts';
import {
  countBidsOnRequest,
  countPatientRequests,
  extendOpenRequestBidDeadline,
  findTreatmentRequest,
  hasHospitalBid,
  insertTreatmentRequest,
  listOpenRequests,
  listPatientRequests,
  transitionOpenRequest,
  type TreatmentRequestRow,
} from './treatment-requests.repository.ts';

const REQUEST_NOT_FOUND = 'Request not found';

/** What the owner (and admins) see of a request: everything. */
const OWNER_VIEW = { includePatient: true, includeDescription: true } as const;

/** False for a hospital awaiting verification, which must not read descriptions (DESIGN §5). */
function canSeeDescriptions(viewer: UserRow): boolean {
  return canReadRequestDescriptions({
    role: viewer.role,
    isVerified: viewer.hospitalVerifiedAt !== null,
  });
}

/** Creates a treatment request owned by `patient` (SPEC §5 rules are in the input schema). */
export async function createTreatmentRequest(
  db: Queryable,
  patient: UserRow,
  input: CreateTreatmentRequestInput,
): Promise<TreatmentRequest> {
  const row = await insertTreatmentRequest(db, {
    patientId: patient.id,
    procedureType: input.procedureType,
    description: input.description,
    preferredLocation: input.preferredLocation,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    preferredStartDate: new Date(input.preferredStartDate),
    preferredEndDate: new Date(input.preferredEndDate),
    bidDeadline: input.bidDeadline ? new Date(input.bidDeadline) : null,
  });
  return toTreatmentRequest(row, { ...OWNER_VIEW, bidCount: 0 });
}

/** The caller's own requests, newest first. */
export async function listMyRequests(
  db: Queryable,
  patient: UserRow,
  query: ListQuery,
): Promise<Page<TreatmentRequest>> {
  const rows = await listPatientRequests(db, patient.id, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return {
    ...page,
    items: page.items.map((row) => toTreatmentRequest(row, OWNER_VIEW)),
  };
}

/**
 * Open requests for hospitals, without the patient's identity (SECURITY §1), and without
 * descriptions for a hospital awaiting verification (DESIGN §5).
 */
export async function listAvailableRequests(
  db: Queryable,
  viewer: UserRow,
  query: ListQuery,
): Promise<Page<TreatmentRequest>> {
  const rows = await listOpenRequests(db, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return {
    ...page,
    items: page.items.map((row) =>
      toTreatmentRequest(row, {
        includePatient: false,
        includeDescription: canSeeDescriptions(viewer),
      }),
    ),
  };
}

/**
 * The request if `viewer` may see it (SECURITY §1): the owner, admins, or a hospital while it
 * is open or once it has bid on it. Hidden and absent requests are alike: 404. Says what of it
 * the viewer may see: the patient's identity (owner, admins, hospitals that bid) and the
 * description (not a hospital awaiting verification, DESIGN §5).
 */
export async function findVisibleRequest(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
): Promise<{ row: TreatmentRequestRow; includePatient: boolean; includeDescription: boolean }> {
  const id = requireUuid(rawId, REQUEST_NOT_FOUND);
  const row = await findTreatmentRequest(db, id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (row.patientId === viewer.id || viewer.role === 'admin') return { row, ...OWNER_VIEW };
  if (viewer.role === 'hospital') {
    const includeDescription = canSeeDescriptions(viewer);
    const hasBid = await hasHospitalBid(db, row.id, viewer.id);
    if (hasBid) return { row, includePatient: true, includeDescription };
    if (row.status === 'open') return { row, includePatient: false, includeDescription };
  }
  throw notFound(REQUEST_NOT_FOUND);
}

/** `GET /api/treatment-requests/{id}` with the number of bids it has. */
export async function getTreatmentRequest(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
): Promise<TreatmentRequest> {
  const { row, includePatient, includeDescription } = await findVisibleRequest(db, viewer, rawId);
  const bidCount = includePatient ? await countBidsOnRequest(db, row.id) : undefined;
  return toTreatmentRequest(row, {
    includePatient,
    includeDescription,
    ...(bidCount === undefined ? {} : { bidCount }),
  });
}

/**
 * Closes an open request of the caller's (DESIGN §5); bids stay as they are.
 * @throws 404 when not the caller's; 409 when it is no longer open.
 */
export async function closeTreatmentRequest(
  db: Queryable,
  patient: UserRow,
  rawId: string,
): Promise<TreatmentRequest> {
  const id = requireUuid(rawId, REQUEST_NOT_FOUND);
  const closed = await transitionOpenRequest(db, { id, patientId: patient.id, status: 'closed' });
  if (closed) return toTreatmentRequest(closed, OWNER_VIEW);
  const existing = await findTreatmentRequest(db, id);
  if (!existing || existing.patientId !== patient.id) throw notFound(REQUEST_NOT_FOUND);
  throw conflict('Only an open request can be closed', 'REQUEST_NOT_OPEN');
}

/**
 * Extends the bid deadline of the caller's open request (issue #15): later only, so hospitals
 * that planned for the old deadline are never cut short. A passed deadline may be extended,
 * which reopens bidding.
 * @throws 404 when not the caller's; 409 when the request is not open, has no deadline, or the
 * new deadline is not later than the current one.
 */
export async function extendBidDeadline(
  db: Queryable,
  patient: UserRow,
  rawId: string,
  input: ExtendBidDeadlineInput,
): Promise<TreatmentRequest> {
  const id = requireUuid(rawId, REQUEST_NOT_FOUND);
  const bidDeadline = new Date(input.bidDeadline);
  const row = await extendOpenRequestBidDeadline(db, { id, patientId: patient.id, bidDeadline });
  if (row) {
    const bidCount = await countBidsOnRequest(db, row.id);
    return toTreatmentRequest(row, { ...OWNER_VIEW, bidCount });
  }
  const existing = await findTreatmentRequest(db, id);
  if (!existing || existing.patientId !== patient.id) throw notFound(REQUEST_NOT_FOUND);
  if (existing.status !== 'open')
    throw conflict('Only an open request can take bids', 'REQUEST_NOT_OPEN');
  if (!existing.bidDeadline)
    throw conflict('This request has no bid deadline to extend', 'NO_BID_DEADLINE');
  throw conflict('The new bid deadline must be later than the current one', 'DEADLINE_NOT_LATER');
}

/**
 * Share-locks the request a bid is being placed on until the caller's transaction ends, so it
 * cannot be accepted or closed meanwhile (DESIGN §5). Run it on the transaction that stores
 * or revises the bid.
 * @throws 404 when it is gone; 403 when `bidder` owns it; 409 when it is no longer open or its
 * bid deadline has passed (issue #15).
 */
export async function lockOpenRequestForBid(
  tx: Queryable,
  bidder: UserRow,
  requestId: string,
): Promise<TreatmentRequestRow> {
  const request = await findTreatmentRequest(tx, requestId, { lockForShare: true });
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (request.patientId === bidder.id)
    throw forbidden('You cannot bid on your own treatment request');
  if (request.status !== 'open')
    throw conflict('This treatment request is no longer accepting bids', 'REQUEST_NOT_OPEN');
  if (request.bidDeadline && request.bidDeadline.getTime() <= Date.now())
    throw conflict(
      `The bid deadline for this request passed on ${request.bidDeadline.toISOString().slice(0, 10)}`,
      'BID_DEADLINE_PASSED',
    );
  return request;
}

/**
 * Moves the patient's request from open to accepted by compare-and-set (DESIGN §5). Run it on
 * the transaction that accepts the bid: of concurrent accepts on one request, one gets past it.
 * @throws 409 when the request is no longer open (or is not `patient`'s).
 */
export async function acceptOpenRequest(
  tx: Queryable,
  patient: UserRow,
  requestId: string,
): Promise<void> {
  const request = await transitionOpenRequest(tx, {
    id: requestId,
    patientId: patient.id,
    status: 'accepted',
  });
  if (!request) throw conflict('This treatment request is no longer open', 'REQUEST_NOT_OPEN');
}

/** A patient's requests, all and still open, for the dashboard. */
export function countRequestsOfPatient(
  db: Queryable,
  patientId: string,
): Promise<{ total: number; open: number }> {
  return countPatientRequests(db, patientId);
}
