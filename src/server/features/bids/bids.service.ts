import { canSubmitBid, computeBidPricing, isQuoteExpired } from '#shared/bids/bids.policies.ts';
import type { Bid, BidStatus, CreateBidInput, PublicBid } from '#shared/bids/bids.schemas.ts';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import {
  acceptOpenRequest,
  findVisibleRequest,
  lockOpenRequestForBid,
} from '../treatment-requests/treatment-requests.service.ts';
import { bidNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireHospital, type UserRow } from '../users/users.service.ts';
import { newQuoteColumns } from './bid-quote.ts';
import { measureHospitalResponse } from './bid-response-time.repository.ts';
import { toBid, toPublicBid } from './bids.dto.ts';
import {
  countBidsForPatient,
  countBidsOfHospital,
  findBidDetail,
  findLiveBidOfHospital,
  hasLiveBidOnAnyRequest,
  insertBid,
  listBidsByHospital,
  listBidsForPatient,
  listBidsOnRequest,
  rejectOtherPendingBids,
  transitionPendingBid,
  type BidDetailRow,
} from './bids.repository.ts';

const BID_NOT_FOUND = 'Bid not found';

function mapPage<T>(
  rows: BidDetailRow[],
  query: ListQuery,
  map: (row: BidDetailRow) => T,
): Page<T> {
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(map) };
}

const pageOf = (query: ListQuery) => ({
  limit: query.limit + 1,
  cursor: decodeCursor(query.cursor),
});

/**
 * Submits a bid (DESIGN §5): a verified hospital (or an admin) on an open request it does not
 * own, before its bid deadline, at most one live bid per hospital and request. Commission and
 * total are computed here from the configured rate; the structured quote (issue #15) gets its
 * defaults. The request row is share-locked so it cannot be accepted mid-way.
 * @throws 403 unverified hospital or own request; 404 invisible request; 409 not open, bid
 * deadline passed, or a live bid already exists.
 */
export async function submitBid(
  db: Database,
  hospital: UserRow,
  input: CreateBidInput,
  commissionRatePercent: number,
): Promise<Bid> {
  if (!canSubmitBid({ role: hospital.role, isVerified: hospital.hospitalVerifiedAt !== null })) {
    throw forbidden('Your hospital account is awaiting verification', 'HOSPITAL_NOT_VERIFIED');
  }
  await findVisibleRequest(db, hospital, input.treatmentRequestId);
  try {
    const bidId = await db.transaction(async (tx) => {
      const request = await lockOpenRequestForBid(tx, hospital, input.treatmentRequestId);
      const bid = await insertBid(tx, {
        treatmentRequestId: request.id,
        hospitalId: hospital.id,
        ...computeBidPricing(input.price, commissionRatePercent),
        price: input.price,
        estimatedDuration: input.estimatedDuration,
        description: input.description,
        includedServices: input.includedServices ?? null,
        ...newQuoteColumns(input),
      });
      await notify(tx, bidNotice('bid_received', [request.patientId], request.id, bid.id));
      return bid.id;
    });
    return toBid(await requireBidDetail(db, bidId));
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('You have already placed a bid on this request', 'BID_EXISTS');
    throw error;
  }
}

async function requireBidDetail(db: Queryable, id: string): Promise<BidDetailRow> {
  const row = await findBidDetail(db, id);
  if (!row) throw notFound(BID_NOT_FOUND);
  return row;
}

/** The bid if `patient` owns its request; anything else is 404 (DESIGN §5). */
async function findOwnedBid(db: Queryable, patient: UserRow, rawId: string): Promise<BidDetailRow> {
  const row = await findBidDetail(db, requireUuid(rawId, BID_NOT_FOUND));
  if (!row || row.requestPatientId !== patient.id) throw notFound(BID_NOT_FOUND);
  return row;
}

/**
 * Accepts a bid in one transaction (DESIGN §5): the request goes open → accepted by a
 * compare-and-set that also checks ownership, the bid pending → accepted, every other pending
 * bid → rejected. Of any number of concurrent accepts on one request exactly one succeeds.
 * A quote past its `validUntil` day (UTC) cannot be accepted (issue #15).
 * @throws 404 when the caller does not own the bid's request; 409 when the request is not open,
 * the bid not pending (withdrawn, say) or its quote expired.
 */
export async function acceptBid(db: Database, patient: UserRow, rawId: string): Promise<Bid> {
  const bid = await findOwnedBid(db, patient, rawId);
  if (bid.status === 'pending' && isQuoteExpired(bid.validUntil))
    throw conflict(
      `This quote has expired: it was valid until ${bid.validUntil}. Ask the hospital to renew it.`,
      'QUOTE_EXPIRED',
    );
  await db.transaction(async (tx) => {
    await acceptOpenRequest(tx, patient, bid.treatmentRequestId);
    const accepted = await transitionPendingBid(tx, bid.id, 'accepted');
    if (!accepted) throw conflict('Only a pending bid can be accepted', 'BID_NOT_PENDING');
    const others = await rejectOtherPendingBids(tx, bid.treatmentRequestId, bid.id);
    const requestId = bid.treatmentRequestId;
    await notify(tx, bidNotice('bid_accepted', [bid.hospitalId], requestId, bid.id));
    for (const other of others) {
      await notify(tx, bidNotice('bid_rejected', [other.hospitalId], requestId, other.id));
    }
  });
  return toBid(await requireBidDetail(db, bid.id));
}

/**
 * Rejects a pending bid on the caller's open request (DESIGN §5).
 * @throws 404 when not the caller's; 409 when the request is not open or the bid not pending.
 */
export async function rejectBid(db: Database, patient: UserRow, rawId: string): Promise<Bid> {
  const bid = await findOwnedBid(db, patient, rawId);
  if (bid.requestStatus !== 'open')
    throw conflict('This treatment request is no longer open', 'REQUEST_NOT_OPEN');
  await db.transaction(async (tx) => {
    const rejected = await transitionPendingBid(tx, bid.id, 'rejected');
    if (!rejected) throw conflict('Only a pending bid can be rejected', 'BID_NOT_PENDING');
    await notify(tx, bidNotice('bid_rejected', [bid.hospitalId], bid.treatmentRequestId, bid.id));
  });
  return toBid(await requireBidDetail(db, bid.id));
}

/** Bids on the patient's own requests, newest first. */
export async function listPatientBids(
  db: Queryable,
  patient: UserRow,
  query: ListQuery,
): Promise<Page<Bid>> {
  return mapPage(await listBidsForPatient(db, patient.id, pageOf(query)), query, toBid);
}

/** The caller's own bids, newest first. */
export async function listMyBids(
  db: Queryable,
  hospital: UserRow,
  query: ListQuery,
): Promise<Page<Bid>> {
  return mapPage(await listBidsByHospital(db, hospital.id, pageOf(query)), query, toBid);
}

/**
 * A hospital's recent bids for its profile, public fields only (SECURITY §1). Prices show only
 * to the hospital itself, admins, and — for the bids on their own requests — patients; every
 * other viewer (competing hospitals included) gets each bid without its price (DESIGN §5).
 * @throws 404 when the id is not a hospital's.
 */
export async function listHospitalPublicBids(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
  query: ListQuery,
): Promise<Page<PublicBid>> {
  const hospital = await requireHospital(db, rawId);
  const seesEveryPrice = viewer.id === hospital.id || viewer.role === 'admin';
  return mapPage(await listBidsByHospital(db, hospital.id, pageOf(query)), query, (row) =>
    toPublicBid(row, { includePrice: seesEveryPrice || row.requestPatientId === viewer.id }),
  );
}

/**
 * Bids on a request (SECURITY §1): the owner and admins see all; a hospital that can see the
 * request sees only its own; competing hospitals never see each other's prices.
 * @throws 404 when the request is not visible to the caller.
 */
export async function listRequestBids(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
  query: ListQuery,
): Promise<Page<Bid>> {
  const { row } = await findVisibleRequest(db, viewer, rawId);
  const seesAll = row.patientId === viewer.id || viewer.role === 'admin';
  const rows = await listBidsOnRequest(
    db,
    { requestId: row.id, ...(seesAll ? {} : { hospitalId: viewer.id }) },
    pageOf(query),
  );
  return mapPage(rows, query, toBid);
}

/** A hospital's bids by status (all, pending, accepted), for its profile and dashboard. */
export function countHospitalBids(db: Queryable, hospitalId: string) {
  return countBidsOfHospital(db, hospitalId);
}

/** How far back the profile's response time looks (ADR 0052). */
const RESPONSE_WINDOW_MS = 365 * 86_400_000;

/**
 * The hospital's median response time to new requests over the last 365 days (ADR 0052): per
 * request it bid on, the minutes from the request's creation to its first bid, rounded to whole
 * minutes; `requests` is how many requests that median is over (null median when none).
 */
export async function getHospitalResponseTime(
  db: Queryable,
  hospitalId: string,
  now = new Date(),
): Promise<{ medianMinutes: number | null; requests: number }> {
  const measured = await measureHospitalResponse(
    db,
    hospitalId,
    new Date(now.getTime() - RESPONSE_WINDOW_MS),
  );
  return {
    medianMinutes: measured.medianMinutes === null ? null : Math.round(measured.medianMinutes),
    requests: measured.requests,
  };
}

/** Bids on a patient's requests by status (pending, accepted), for the patient's dashboard. */
export function countPatientBids(db: Queryable, patientId: string) {
  return countBidsForPatient(db, patientId);
}

/**
 * The hospital's pending or accepted bid on the request, or undefined: who may ask the patient
 * for documents and receive records (issue #14, ADR 0041).
 */
export function findLiveBid(db: Queryable, requestId: string, hospitalId: string) {
  return findLiveBidOfHospital(db, requestId, hospitalId);
}

/**
 * True when the hospital still has a pending or accepted bid on any of `requestIds`: whether a
 * grant made for one of them may still be read (ADR 0041).
 */
export function hasLiveBidOnAny(
  db: Queryable,
  hospitalId: string,
  requestIds: readonly string[],
): Promise<boolean> {
  return hasLiveBidOnAnyRequest(db, hospitalId, requestIds);
}

/** A request's bidders cannot outgrow this in practice: one live bid per hospital and request. */
const MAX_BIDDERS_LISTED = 500;

/**
 * Each hospital that bid on the request with its newest bid (id, status) and its name, newest
 * first: the patient's sharing panel (ADR 0041). Call only for a request the caller owns.
 */
export async function listBiddersOnRequest(
  db: Queryable,
  requestId: string,
): Promise<
  Array<{ bidId: string; hospitalId: string; hospitalName: string | null; status: BidStatus }>
> {
  const rows = await listBidsOnRequest(db, { requestId }, { limit: MAX_BIDDERS_LISTED });
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.hospitalId)) return [];
    seen.add(row.hospitalId);
    const name = [row.hospitalFirstName, row.hospitalLastName].filter(Boolean).join(' ');
    return [
      { bidId: row.id, hospitalId: row.hospitalId, hospitalName: name || null, status: row.status },
    ];
  });
}
