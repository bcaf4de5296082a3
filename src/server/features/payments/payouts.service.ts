import type { FastifyBaseLogger } from 'fastify';
import { splitPrice } from '#shared/payments/deposit-policy.ts';
import { nextPartToPay } from '#shared/payments/payments.policies.ts';
import type {
  BidPayout,
  HospitalPayoutRow,
  MoneyTotals,
  PayoutReleaseReason,
  PayoutState,
} from '#shared/payments/payouts.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { UserRow } from '../users/users.service.ts';
import { findBooking, lockBookedBid } from './bookings.repository.ts';
import { findDisputeOfBid } from './disputes.repository.ts';
import { insertLedgerEntries, readLedgerTotals } from './ledger.repository.ts';
import {
  findPayableBid,
  listBidPaymentDetails,
  type PayableBidRow,
  type PaymentDetailRow,
} from './payments.repository.ts';
import { requireGateway } from './payments.service.ts';
import {
  findPayout,
  findPayoutAccount,
  insertPayoutOnce,
  listHospitalBidMoney,
  listWaitingPayoutBidIds,
  markPayoutPaid,
  readBidLedgerCents,
  type PayoutRow,
} from './payouts.repository.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const BID_NOT_FOUND = 'Bid not found';

/**
 * The hospital's share in cents of a bid's ledger sums (ADR 0056, 0060): charges − commission
 * − refunds + commission given back (a refund returns the platform fee in proportion).
 */
export function hospitalNetCents(cents: {
  charge: number;
  commission: number;
  refund: number;
  commissionReversal: number;
}): number {
  return cents.charge - cents.commission - cents.refund + cents.commissionReversal;
}

/**
 * Paid in full (ADR 0056): nothing more is due, and every part was received and none refunded
 * in full (a refunded deposit means the booking was cancelled).
 */
export function isPaidInFull(bid: PayableBidRow, payments: readonly PaymentDetailRow[]): boolean {
  const parts = payments.map((row) => ({ part: row.part, status: row.stripePaymentStatus }));
  return (
    bid.status === 'accepted' &&
    parts.length > 0 &&
    nextPartToPay(parts, splitPrice(bid).balance.total) === null &&
    parts.every(({ status }) => status === 'succeeded' || status === 'partially_refunded')
  );
}

function stateOf(
  payout: Pick<PayoutRow, 'paidOutAt'> | undefined,
  facts: { isPaidInFull: boolean; isHeld: boolean },
): PayoutState {
  if (payout?.paidOutAt) return 'paid_out';
  if (facts.isHeld) return 'on_hold';
  if (payout) return 'awaiting_onboarding';
  return facts.isPaidInFull ? 'awaiting_confirmation' : 'not_due';
}

async function readBidPayout(
  db: Queryable,
  bid: PayableBidRow,
  viewer: UserRow,
): Promise<BidPayout> {
  const [payments, payout, cents, dispute] = await Promise.all([
    listBidPaymentDetails(db, bid.id),
    findPayout(db, bid.id),
    readBidLedgerCents(db, bid.id),
    findDisputeOfBid(db, bid.id),
  ]);
  const state = stateOf(payout, {
    isPaidInFull: isPaidInFull(bid, payments),
    isHeld: dispute?.status === 'open',
  });
  return {
    bidId: bid.id,
    state,
    amountCents: payout?.amountCents ?? Math.max(0, hospitalNetCents(cents)),
    currency: payout?.currency ?? payments[0]?.currency ?? 'USD',
    releasedAt: payout?.releasedAt.toISOString() ?? null,
    paidOutAt: payout?.paidOutAt?.toISOString() ?? null,
    canConfirm: state === 'awaiting_confirmation' && viewer.id === bid.patientId,
  };
}

async function requireVisibleBid(db: Queryable, viewer: UserRow, rawBidId: string) {
  const bid = await findPayableBid(db, requireUuid(rawBidId, BID_NOT_FOUND));
  const isParty = bid && (bid.patientId === viewer.id || bid.hospitalId === viewer.id);
  if (!bid || (!isParty && viewer.role !== 'admin')) throw notFound(BID_NOT_FOUND);
  return bid;
}

/**
 * A bid's payout (ADR 0056) for its patient, its hospital and admins: waiting for the patient's
 * confirmation, waiting for the hospital's onboarding, or paid out with amount and date.
 * @throws 404 unknown, malformed or someone else's bid.
 */
export async function getBidPayout(
  db: Queryable,
  viewer: UserRow,
  rawBidId: string,
): Promise<BidPayout> {
  return readBidPayout(db, await requireVisibleBid(db, viewer, rawBidId), viewer);
}

/**
 * Why the bid's payout may not go out now (ADR 0060, 0061): the booking was cancelled (its
 * money goes back to the patient), or a dispute is open (an admin decides first).
 */
async function payoutHoldOf(
  tx: Queryable,
  bidId: string,
): Promise<'cancelled' | 'disputed' | null> {
  const [booking, dispute] = await Promise.all([
    findBooking(tx, bidId),
    findDisputeOfBid(tx, bidId),
  ]);
  if (booking?.cancelledAt) return 'cancelled';
  return dispute?.status === 'open' ? 'disputed' : null;
}

/**
 * Transfers a released payout to the hospital's connected account, exactly once (ADR 0056),
 * in `tx`, whose caller holds the booking's lock (ADR 0061): a payout without a transfer gets
 * one Stripe Transfer of the ledger's net for the bid (idempotency key `payout-{bidId}`, so a
 * retry after a crash finds the same transfer), then its id, amount and date and one ledger
 * `transfer` row. Does nothing while the booking is cancelled or disputed, while the
 * hospital's onboarding is not complete, or when nothing is left to pay.
 * @throws 502 when Stripe fails.
 */
async function sendWhileLocked(tx: Queryable, stripe: StripeGateway, bidId: string): Promise<void> {
  const payout = await findPayout(tx, bidId);
  if (!payout || payout.stripeTransferId || (await payoutHoldOf(tx, bidId))) return;
  const account = await findPayoutAccount(tx, payout.hospitalId);
  if (account?.status !== 'complete') return;
  const [cents, payments] = await Promise.all([
    readBidLedgerCents(tx, bidId),
    listBidPaymentDetails(tx, bidId),
  ]);
  const amountCents = hospitalNetCents(cents) - cents.transfer;
  const lastPayment = payments.at(-1);
  if (amountCents <= 0 || !lastPayment) return;
  const transfer = await stripe.createTransfer({
    amountCents,
    currency: payout.currency,
    destination: account.stripeAccountId,
    idempotencyKey: `payout-${bidId}`,
    metadata: { bidId, hospitalId: payout.hospitalId },
  });
  await markPayoutPaid(tx, { bidId, stripeTransferId: transfer.id, amountCents });
  // The transfer is the bid's; the ledger keys money to a payment, so it names the last part.
  await insertLedgerEntries(tx, [
    {
      paymentId: lastPayment.id,
      kind: 'transfer',
      amountCents: transfer.amountCents,
      currency: payout.currency,
      stripeObjectId: transfer.id,
    },
  ]);
}

/**
 * Sends a released payout (see {@link sendWhileLocked}) under the booking's lock, taken first
 * (ADR 0061): a confirmation, a cancel, a dispute or another sender of the same bid waits.
 * @throws 502 when Stripe fails (the payout stays released; a retry sends it).
 */
export async function sendPayout(
  db: Database,
  stripe: StripeGateway,
  bidId: string,
): Promise<void> {
  const released = await findPayout(db, bidId);
  if (!released || released.stripeTransferId) return;
  await db.transaction(async (tx) => {
    if (await lockBookedBid(tx, bidId, 'update')) await sendWhileLocked(tx, stripe, bidId);
  });
}

/**
 * Releases a bid's payout in `tx`, whose caller holds the booking's lock (ADR 0056, 0061):
 * re-checks the state under it — not cancelled, no dispute open, paid in full (a dispute's
 * decision settles the booking instead: `dispute_decided` pays whatever the ledger leaves) and
 * something left — records the payout row once with its `reason`, and sends it when the
 * hospital's onboarding is complete (otherwise when it completes). Returns whether this call
 * released it (false: it was released before).
 * @throws 404 unknown bid; 409 cancelled, disputed, not paid in full or nothing to pay; 503
 * not configured; 502 Stripe.
 */
export async function releaseWhileLocked(
  tx: Queryable,
  gateway: StripeGateway | undefined,
  bidId: string,
  reason: PayoutReleaseReason,
): Promise<boolean> {
  const bid = await findPayableBid(tx, bidId);
  if (!bid) throw notFound(BID_NOT_FOUND);
  const isNew = !(await findPayout(tx, bidId));
  if (isNew) {
    const hold = await payoutHoldOf(tx, bidId);
    if (hold === 'cancelled') {
      throw conflict('This booking was cancelled: nothing is paid out', 'BOOKING_CANCELLED');
    }
    if (hold === 'disputed') {
      throw conflict(
        "A payment dispute is open: the payout waits for the administrator's decision",
        'PAYOUT_ON_HOLD',
      );
    }
    const [payments, cents] = await Promise.all([
      listBidPaymentDetails(tx, bidId),
      readBidLedgerCents(tx, bidId),
    ]);
    if (reason !== 'dispute_decided' && !isPaidInFull(bid, payments)) {
      throw conflict(
        'The treatment can be confirmed once the deposit and the balance are paid',
        'PAYOUT_NOT_DUE',
      );
    }
    if (hospitalNetCents(cents) <= 0) {
      throw conflict('Nothing is left to pay out on this bid', 'PAYOUT_NOTHING_DUE');
    }
    requireGateway(gateway);
    await insertPayoutOnce(tx, { bidId, hospitalId: bid.hospitalId, reason });
  }
  await sendWhileLocked(tx, requireGateway(gateway), bidId);
  return isNew;
}

/**
 * Releases a bid's payout (ADR 0056) in one transaction that takes the booking's lock first
 * (ADR 0061; see {@link releaseWhileLocked}). The patient's confirmation and the auto-release
 * job call it. A Stripe failure rolls the release back; a retry makes it again.
 * @throws 404 unknown bid; 409 cancelled, disputed, not paid in full or nothing to pay; 503
 * not configured; 502 Stripe.
 */
export async function releasePayout(
  db: Database,
  gateway: StripeGateway | undefined,
  bidId: string,
  reason: PayoutReleaseReason,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockBookedBid(tx, bidId, 'update'))) throw notFound(BID_NOT_FOUND);
    await releaseWhileLocked(tx, gateway, bidId, reason);
  });
}

/**
 * The patient confirms the treatment took place (ADR 0056), which releases the payout.
 * @throws 404 not the patient's bid; 409 not paid in full, cancelled or disputed; 503; 502
 * (see {@link releasePayout}).
 */
export async function confirmTreatment(
  db: Database,
  gateway: StripeGateway | undefined,
  patient: UserRow,
  rawBidId: string,
): Promise<BidPayout> {
  const bid = await findPayableBid(db, requireUuid(rawBidId, BID_NOT_FOUND));
  if (!bid || bid.patientId !== patient.id) throw notFound(BID_NOT_FOUND);
  await releasePayout(db, gateway, bid.id, 'patient_confirmed');
  return readBidPayout(db, bid, patient);
}

/**
 * Sends the hospital's released payouts that waited for its onboarding (ADR 0056), one by one;
 * a failure is logged and left for the next completion or confirmation.
 */
export async function sendWaitingPayouts(
  db: Database,
  gateway: StripeGateway,
  hospitalId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bidId of await listWaitingPayoutBidIds(db, hospitalId)) {
    try {
      await sendPayout(db, gateway, bidId);
    } catch (error) {
      log.warn({ bidId, err: error }, 'payout not sent');
    }
  }
}

/** The hospital's money per request, newest first (ADR 0057): charged, fees, refunds, payout. */
export async function listHospitalPayouts(
  db: Queryable,
  hospital: UserRow,
): Promise<HospitalPayoutRow[]> {
  const rows = await listHospitalBidMoney(db, hospital.id);
  return rows.map((row) => {
    const cents = {
      charge: Number(row.charge),
      commission: Number(row.commission),
      refund: Number(row.refund),
      commissionReversal: Number(row.commissionReversal),
    };
    const state = stateOf(row.releasedAt ? { paidOutAt: row.paidOutAt } : undefined, {
      isPaidInFull: row.paidInFull,
      isHeld: row.isDisputed,
    });
    return {
      bidId: row.bidId,
      treatmentRequestId: row.treatmentRequestId,
      procedureType: row.procedureType,
      chargedCents: cents.charge,
      feesCents: cents.commission - cents.commissionReversal,
      refundedCents: cents.refund,
      payoutCents: row.payoutCents ?? Math.max(0, hospitalNetCents(cents)),
      state,
      paidOutAt: row.paidOutAt?.toISOString() ?? null,
    };
  });
}

/** The ledger's money in, fees, refunds and payouts (admin, ADR 0057), in cents. */
export async function getMoneyTotals(db: Queryable): Promise<MoneyTotals> {
  const totals = await readLedgerTotals(db);
  return {
    chargedCents: totals.chargesCents,
    feesCents: totals.commissionCents - totals.commissionReversalCents,
    refundedCents: totals.refundsCents,
    paidOutCents: totals.transfersCents,
  };
}
