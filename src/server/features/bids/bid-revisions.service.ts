import { computeBidPricing } from '#shared/bids/bids.policies.ts';
import type { Bid, UpdateBidInput } from '#shared/bids/bids.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { bidNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { lockOpenRequestForBid } from '../treatment-requests/treatment-requests.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { toBid } from './bids.dto.ts';
import {
  findBidDetail,
  revisePendingBid,
  transitionPendingBid,
  type BidDetailRow,
} from './bids.repository.ts';

const BID_NOT_FOUND = 'Bid not found';

/** The bid if `hospital` placed it; anyone else's or an absent one is 404 (DESIGN §5). */
async function findOwnBid(db: Queryable, hospital: UserRow, rawId: string): Promise<BidDetailRow> {
  const row = await findBidDetail(db, requireUuid(rawId, BID_NOT_FOUND));
  if (!row || row.hospitalId !== hospital.id) throw notFound(BID_NOT_FOUND);
  return row;
}

async function reloadBid(db: Queryable, id: string): Promise<Bid> {
  const row = await findBidDetail(db, id);
  if (!row) throw notFound(BID_NOT_FOUND);
  return toBid(row);
}

/**
 * Revises the caller's pending bid on an open request before its bid deadline (issue #15,
 * ADR 0045): any quote field; a new price recomputes the commission at the configured rate as
 * on create. The patient sees `revisedAt` and, when the total changed, `previousTotalPrice`.
 * The request is share-locked so it cannot be accepted mid-edit.
 * @throws 404 when not the caller's bid; 409 when the bid is not pending, the request not open
 * or its bid deadline passed.
 */
export async function reviseBid(
  db: Database,
  hospital: UserRow,
  rawId: string,
  input: UpdateBidInput,
  commissionRatePercent: number,
): Promise<Bid> {
  const bid = await findOwnBid(db, hospital, rawId);
  if (bid.status !== 'pending')
    throw conflict(
      `Only a pending bid can be edited; this one is ${bid.status}`,
      'BID_NOT_PENDING',
    );
  const { price, ...fields } = input;
  await db.transaction(async (tx) => {
    await lockOpenRequestForBid(tx, hospital, bid.treatmentRequestId);
    const pricing =
      price === undefined ? {} : { ...computeBidPricing(price, commissionRatePercent), price };
    const revised = await revisePendingBid(
      tx,
      { id: bid.id, hospitalId: hospital.id },
      { ...fields, ...pricing },
    );
    if (!revised) throw conflict('Only a pending bid can be edited', 'BID_NOT_PENDING');
    const patient = [bid.requestPatientId];
    await notify(tx, bidNotice('quote_changed', patient, bid.treatmentRequestId, bid.id));
  });
  return reloadBid(db, bid.id);
}

/**
 * Withdraws the caller's pending bid (issue #15): pending → withdrawn, by compare-and-set. A
 * withdrawn bid cannot be accepted; the hospital may bid again while the request takes bids.
 * The patient is notified of an edit or a withdrawal in the same transaction (ADR 0043).
 * @throws 404 when not the caller's bid; 409 when it is not pending.
 */
export async function withdrawBid(db: Database, hospital: UserRow, rawId: string): Promise<Bid> {
  const bid = await findOwnBid(db, hospital, rawId);
  await db.transaction(async (tx) => {
    const withdrawn = await transitionPendingBid(tx, bid.id, 'withdrawn');
    if (!withdrawn)
      throw conflict(
        `Only a pending bid can be withdrawn; this one is ${bid.status}`,
        'BID_NOT_PENDING',
      );
    const patient = [bid.requestPatientId];
    await notify(tx, bidNotice('quote_withdrawn', patient, bid.treatmentRequestId, bid.id));
  });
  return reloadBid(db, bid.id);
}
