import type { FastifyBaseLogger } from 'fastify';
import { paths } from '#shared/navigation/paths.ts';
import type {
  AdminDispute,
  BidDispute,
  DisputeDecisionInput,
  DisputeOutcome,
  OpenDisputeInput,
} from '#shared/payments/disputes.schemas.ts';
import { canRefundPayment } from '#shared/payments/payments.policies.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { type AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAdminAction } from '../admin/audit-log.service.ts';
import { disputeNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { announceGrievance, recordGrievance } from '../support/support.service.ts';
import { findUserById, listAdminIds, type UserRow } from '../users/users.service.ts';
import {
  findBookedBid,
  findBooking,
  lockBookedBid,
  type BookedBidRow,
} from './bookings.repository.ts';
import { recipientOf } from '../../mail/mail-recipient.ts';
import { composeDisputeDecision, type DisputeDecisionFacts } from './dispute-mail.ts';
import { toAdminDispute, toDispute, type DisputeMoney } from './disputes.dto.ts';
import {
  findDisputeById,
  findDisputeOfBid,
  findDisputeWithReference,
  insertDisputeOnce,
  listOpenDisputes,
  markDisputeDecided,
} from './disputes.repository.ts';
import { sumRefundedCents } from './ledger.repository.ts';
import { toCents } from './ledger.service.ts';
import { refundInTransaction } from './payment-refunds.service.ts';
import { findPayableBid, listBidPaymentDetails } from './payments.repository.ts';
import { requireGateway } from './payments.service.ts';
import { findPayout, readBidLedgerCents } from './payouts.repository.ts';
import { hospitalNetCents, isPaidInFull, releaseWhileLocked } from './payouts.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const BID_NOT_FOUND = 'Bid not found';
const DISPUTE_NOT_FOUND = 'Dispute not found';

/** What the disputes service sends mail with (the grievance's and the decision's e-mails). */
export interface DisputeMailContext {
  mailer: Mailer;
  config: Pick<AppConfig, 'appOrigin' | 'supportEmail'>;
  log: FastifyBaseLogger;
}

/**
 * Why the booking cannot be disputed now (ADR 0060), or null when it can: the bid and request
 * accepted, not cancelled, a payment received, the payout not sent, no dispute yet (one per
 * booking). Read under the booking's lock when it decides.
 */
async function disputeBlockOf(db: Queryable, bid: BookedBidRow): Promise<AppError | null> {
  if (bid.status !== 'accepted' || bid.requestStatus !== 'accepted') {
    return conflict('Only an accepted request can be disputed', 'BOOKING_NOT_ACTIVE');
  }
  const [booking, payout, dispute, payments] = await Promise.all([
    findBooking(db, bid.id),
    findPayout(db, bid.id),
    findDisputeOfBid(db, bid.id),
    listBidPaymentDetails(db, bid.id),
  ]);
  if (dispute) {
    return conflict('This booking already has a payment dispute', 'DISPUTE_EXISTS');
  }
  if (booking?.cancelledAt) {
    return conflict('A cancelled booking cannot be disputed', 'BOOKING_CANCELLED');
  }
  if (payout?.paidOutAt) {
    return conflict(
      'The hospital was already paid out: contact support through a grievance',
      'PAYOUT_ALREADY_SENT',
    );
  }
  if (!payments.some((row) => canRefundPayment(row.stripePaymentStatus))) {
    return conflict('Only a paid booking can be disputed', 'DISPUTE_NOT_PAID');
  }
  return null;
}

/** The bid's money as a dispute shows it, from its ledger sums. */
async function readDisputeMoney(db: Queryable, bidId: string): Promise<DisputeMoney> {
  const cents = await readBidLedgerCents(db, bidId);
  return { charge: cents.charge, refund: cents.refund, hospitalNet: hospitalNetCents(cents) };
}

/** The bid's dispute view for `viewer` (see {@link getBidDispute}). */
async function readBidDispute(
  db: Queryable,
  bid: BookedBidRow,
  viewer: UserRow,
): Promise<BidDispute> {
  const [dispute, cents] = await Promise.all([
    findDisputeWithReference(db, bid.id),
    readDisputeMoney(db, bid.id),
  ]);
  const canOpen = viewer.id === bid.patientId && (await disputeBlockOf(db, bid)) === null;
  return { dispute: dispute ? toDispute(dispute, cents) : null, canOpen };
}

async function requireVisibleBid(db: Queryable, viewer: UserRow, rawBidId: string) {
  const bid = await findBookedBid(db, requireUuid(rawBidId, BID_NOT_FOUND));
  const isParty = bid && (bid.patientId === viewer.id || bid.hospitalId === viewer.id);
  if (!bid || (!isParty && viewer.role !== 'admin')) throw notFound(BID_NOT_FOUND);
  return bid;
}

/**
 * `GET /api/payments/bid/{id}/dispute` (ADR 0060): the bid's dispute, with the money paid and
 * refunded, for its patient, its hospital and admins, and whether the viewer may open one.
 * @throws 404 unknown, malformed or someone else's bid.
 */
export async function getBidDispute(
  db: Queryable,
  viewer: UserRow,
  rawBidId: string,
): Promise<BidDispute> {
  return readBidDispute(db, await requireVisibleBid(db, viewer, rawBidId), viewer);
}

/** An account's name as a grievance and an e-mail carry it (one line, at most 100 characters). */
function displayName(user: UserRow): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return (name || 'CareAbroad user').slice(0, 100);
}

/**
 * The request's patient opens a dispute on a paid booking (issue #16, ADR 0060). Under the
 * booking's lock (ADR 0061), re-checked there: a grievance linked to the request is filed
 * through the support feature, the dispute row records it and holds the payout (confirmation,
 * auto-release and waiting payouts send nothing while it is open), and the hospital and the
 * admins are notified — all in one transaction; the grievance's e-mails (the patient's
 * acknowledgment, support's notice) go after the commit.
 * @throws 404 not the patient's bid; 409 not accepted, cancelled, nothing paid, already paid
 * out, or a dispute exists; 400 a reason under 10 or over 2000 characters (the route's schema).
 */
export async function openDispute(
  db: Database,
  context: DisputeMailContext,
  patient: UserRow,
  rawBidId: string,
  input: OpenDisputeInput,
): Promise<BidDispute> {
  const bidId = requireUuid(rawBidId, BID_NOT_FOUND);
  const { bid, filed } = await db.transaction(async (tx) => {
    const locked = await lockBookedBid(tx, bidId, 'update');
    if (!locked || locked.patientId !== patient.id) throw notFound(BID_NOT_FOUND);
    const block = await disputeBlockOf(tx, locked);
    if (block) throw block;
    const requestLink = `${context.config.appOrigin}${paths.request(locked.treatmentRequestId)}`;
    const grievance = await recordGrievance(tx, {
      name: displayName(patient),
      email: patient.email,
      subject: 'Payment dispute on a treatment booking',
      message: `${input.reason}\n\nRequest: ${requestLink}`,
    });
    const dispute = await insertDisputeOnce(tx, {
      bidId,
      reason: input.reason,
      supportTicketId: grievance.ticketId,
    });
    if (!dispute) throw conflict('This booking already has a payment dispute', 'DISPUTE_EXISTS');
    const about = { id: dispute.id, treatmentRequestId: locked.treatmentRequestId };
    await notify(tx, disputeNotice('dispute_opened', [locked.hospitalId], about));
    await notify(
      tx,
      disputeNotice('dispute_opened', await listAdminIds(tx), { ...about, link: paths.root }),
    );
    return { bid: locked, filed: grievance };
  });
  await announceGrievance(context, filed);
  return readBidDispute(db, bid, patient);
}

/** `GET /api/admin/disputes`: open disputes, oldest first, with names and money (admin). */
export async function listAdminDisputes(db: Queryable): Promise<AdminDispute[]> {
  const rows = await listOpenDisputes(db);
  return Promise.all(
    rows.map(async (row) => toAdminDispute(row, await readDisputeMoney(db, row.dispute.bidId))),
  );
}

/**
 * Refunds `totalCents` of the bid's received payments through the one refund path, newest
 * payment first (the balance before the deposit), each at most what is left of it; idempotency
 * keys `dispute-{disputeId}-{paymentId}`. Returns the cents Stripe refunded.
 */
async function refundAcrossPayments(
  tx: Queryable,
  stripe: StripeGateway,
  input: { bidId: string; disputeId: string; totalCents: number },
): Promise<number> {
  let remaining = input.totalCents;
  const payments = await listBidPaymentDetails(tx, input.bidId);
  for (const payment of [...payments].reverse()) {
    if (remaining <= 0 || !canRefundPayment(payment.stripePaymentStatus)) continue;
    const leftCents = toCents(payment.totalAmount) - (await sumRefundedCents(tx, payment.id));
    const amountCents = Math.min(remaining, leftCents);
    if (amountCents <= 0) continue;
    const result = await refundInTransaction(tx, stripe, payment.id, {
      kind: 'dispute',
      disputeId: input.disputeId,
      amountCents,
    });
    remaining -= result.refund?.amountCents ?? 0;
  }
  return input.totalCents - remaining;
}

/** The cents a decision returns: none, the admin's amount (checked), or everything left. */
function refundOf(input: DisputeDecisionInput, refundableCents: number): number {
  switch (input.outcome) {
    case 'release':
      return 0;
    case 'full_refund':
      return refundableCents;
    case 'partial_refund':
      if (input.refundCents > refundableCents) {
        throw badRequest(
          `The refund can be at most ${(refundableCents / 100).toFixed(2)}, what was paid and not yet refunded`,
          'DISPUTE_REFUND_TOO_LARGE',
        );
      }
      return input.refundCents;
  }
}

/**
 * The payout that follows a decision, under the booking's lock: a refund settles the booking
 * and pays the hospital what the ledger leaves (if anything); a release lets the payout go now
 * when the bid is paid in full, else it waits for the confirmation or auto-release as usual.
 */
async function payOutAfterDecision(
  tx: Queryable,
  stripe: StripeGateway,
  input: { bidId: string; outcome: DisputeOutcome },
): Promise<void> {
  if (input.outcome === 'full_refund') return;
  const [bid, payments, cents] = await Promise.all([
    findPayableBid(tx, input.bidId),
    listBidPaymentDetails(tx, input.bidId),
    readBidLedgerCents(tx, input.bidId),
  ]);
  if (!bid || hospitalNetCents(cents) - cents.transfer <= 0) return;
  if (input.outcome === 'release' && !isPaidInFull(bid, payments)) return;
  await releaseWhileLocked(tx, stripe, input.bidId, 'dispute_decided');
}

/**
 * An admin decides an open dispute (issue #16, ADR 0060), in one transaction under the
 * booking's lock (ADR 0061): the decision is recorded (compare-and-set open → decided), the
 * refund made through the one refund path (ledger rows, payment statuses partially_refunded /
 * refunded), the payout released with what the ledger leaves (paid − refunded − the platform
 * fee net of what refunds gave back), the audit entry written and both parties notified; after
 * the commit the patient and the hospital are e-mailed the outcome and amounts. A Stripe
 * failure rolls everything back; the retry uses the same idempotency keys.
 * Answers the bid's dispute view as decided.
 * @throws 404 unknown dispute; 409 already decided; 400 a partial refund above what is left;
 * 503 payments not configured; 502 Stripe failed.
 */
export async function decideDispute(
  db: Database,
  gateway: StripeGateway | undefined,
  context: DisputeMailContext,
  admin: UserRow,
  rawId: string,
  input: DisputeDecisionInput,
): Promise<BidDispute> {
  const id = requireUuid(rawId, DISPUTE_NOT_FOUND);
  const found = await findDisputeById(db, id);
  if (!found) throw notFound(DISPUTE_NOT_FOUND);
  const stripe = requireGateway(gateway);
  const { bid, facts } = await db.transaction(async (tx) => {
    const locked = await lockBookedBid(tx, found.bidId, 'update');
    if (!locked) throw notFound(DISPUTE_NOT_FOUND);
    const before = await readBidLedgerCents(tx, found.bidId);
    const refundCents = refundOf(input, before.charge - before.refund);
    const row = await markDisputeDecided(tx, {
      id,
      outcome: input.outcome,
      refundCents,
      decidedBy: admin.id,
    });
    if (!row) throw conflict('This dispute was already decided', 'DISPUTE_NOT_OPEN');
    const refunded = await refundAcrossPayments(tx, stripe, {
      bidId: found.bidId,
      disputeId: id,
      totalCents: refundCents,
    });
    await payOutAfterDecision(tx, stripe, { bidId: found.bidId, outcome: input.outcome });
    const after = await readBidLedgerCents(tx, found.bidId);
    await recordAdminAction(tx, admin, {
      action: 'dispute.decide',
      targetType: 'dispute',
      targetId: id,
      rowsAffected: 1,
      details: { bidId: found.bidId, outcome: input.outcome, refundCents: refunded },
    });
    await notify(
      tx,
      disputeNotice('dispute_decided', [locked.patientId, locked.hospitalId], {
        id,
        treatmentRequestId: locked.treatmentRequestId,
      }),
    );
    const decisionFacts: DisputeDecisionFacts = {
      outcome: input.outcome,
      refundCents: refunded,
      payoutCents: Math.max(0, hospitalNetCents(after)),
      currency: 'USD',
      treatmentRequestId: locked.treatmentRequestId,
    };
    return { bid: locked, facts: decisionFacts };
  });
  await mailDecision(db, context, [bid.patientId, bid.hospitalId], facts);
  return readBidDispute(db, bid, admin);
}

/** E-mails the decision to each party with an account; a failed send is logged by the mailer. */
async function mailDecision(
  db: Queryable,
  context: DisputeMailContext,
  userIds: string[],
  facts: DisputeDecisionFacts,
): Promise<void> {
  const users = await Promise.all(userIds.map((userId) => findUserById(db, userId)));
  await Promise.allSettled(
    users
      .filter((user): user is UserRow => Boolean(user && !user.deletedAt))
      .map((user) =>
        context.mailer.send(
          composeDisputeDecision(
            { ...recipientOf(user), name: displayName(user) },
            facts,
            context.config.appOrigin,
          ),
        ),
      ),
  );
}
