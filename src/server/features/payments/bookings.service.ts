import {
  canCancelBefore,
  cancellationRefund,
  startOfDay,
} from '#shared/payments/cancellation-policy.ts';
import { isPaymentSettled } from '#shared/payments/payments.policies.ts';
import {
  MAX_ADMISSION_DAYS_AHEAD,
  type BidPayment,
  type SetAdmissionDateInput,
} from '#shared/payments/payments.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { bookingNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { UserRow } from '../users/users.service.ts';
import {
  findBooking,
  lockBookedBid,
  markBookingCancelled,
  upsertAdmissionDate,
  type BookedBidRow,
} from './bookings.repository.ts';
import { findDisputeOfBid } from './disputes.repository.ts';
import { refundThroughStripe } from './payment-refunds.service.ts';
import { listBidPaymentDetails } from './payments.repository.ts';
import { getBidPayment, requireGateway } from './payments.service.ts';
import { findPayout } from './payouts.repository.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const BID_NOT_FOUND = 'Bid not found';
const DAY_MS = 86_400_000;

/** 409 unless the bid and its request are both accepted (a booking exists only then). */
function requireActive(bid: BookedBidRow): void {
  if (bid.status !== 'accepted' || bid.requestStatus !== 'accepted') {
    throw conflict('Only an accepted request can be booked', 'BOOKING_NOT_ACTIVE');
  }
}

/** 400 unless `date` is after today (UTC) and at most MAX_ADMISSION_DAYS_AHEAD days ahead. */
function requireFutureDate(date: string, now: Date): void {
  const day = startOfDay(date).getTime();
  if (day <= now.getTime()) {
    throw badRequest('The admission date must be after today', 'ADMISSION_DATE_NOT_FUTURE');
  }
  if (day > now.getTime() + MAX_ADMISSION_DAYS_AHEAD * DAY_MS) {
    throw badRequest(
      `The admission date must be within ${MAX_ADMISSION_DAYS_AHEAD} days`,
      'ADMISSION_DATE_TOO_FAR',
    );
  }
}

/**
 * The accepted hospital sets or changes the admission date of the bid's booking (issue #16,
 * ADR 0049): a day after today, only while the bid and its request are accepted and the
 * booking is not cancelled. The patient is notified (`admission_date_set`) when the date is new
 * or different, in the same transaction. Answers the bid's payment view with the date.
 * @throws 404 not this hospital's bid; 409 not accepted or cancelled; 400 a past, today's or
 * too distant date.
 */
export async function setAdmissionDate(
  db: Database,
  hospital: UserRow,
  rawBidId: string,
  input: SetAdmissionDateInput,
  now = new Date(),
): Promise<BidPayment> {
  const bidId = requireUuid(rawBidId, BID_NOT_FOUND);
  requireFutureDate(input.admissionDate, now);
  await db.transaction(async (tx) => {
    const bid = await lockBookedBid(tx, bidId, 'update');
    if (!bid || bid.hospitalId !== hospital.id) throw notFound(BID_NOT_FOUND);
    requireActive(bid);
    const booking = await findBooking(tx, bidId);
    if (booking?.cancelledAt) throw conflict('This booking was cancelled', 'BOOKING_CANCELLED');
    if (booking?.admissionDate === input.admissionDate) return;
    await upsertAdmissionDate(tx, bidId, input.admissionDate);
    await notify(tx, bookingNotice('admission_date_set', [bid.patientId], { ...bid, bidId }));
  });
  return getBidPayment(db, hospital, bidId);
}

/**
 * Marks the booking cancelled unless it was (ADR 0049): the bid locked, the checks made, the
 * hospital notified, in one transaction (without Stripe keys nothing is cancelled). Returns the moment of the cancel (the first one's on a
 * retry) and the admission date, which fix the refund.
 */
async function markCancelled(
  db: Database,
  gateway: StripeGateway | undefined,
  patient: UserRow,
  bidId: string,
  now: Date,
): Promise<{ cancelledAt: Date; admissionDate: string | null }> {
  return db.transaction(async (tx) => {
    const bid = await lockBookedBid(tx, bidId, 'update');
    if (!bid || bid.patientId !== patient.id) throw notFound(BID_NOT_FOUND);
    const booking = await findBooking(tx, bidId);
    const admissionDate = booking?.admissionDate ?? null;
    if (booking?.cancelledAt) return { cancelledAt: booking.cancelledAt, admissionDate };
    requireActive(bid);
    await requireNotSettling(tx, bidId);
    requireGateway(gateway);
    await requirePaid(tx, bidId);
    if (!canCancelBefore(admissionDate, now)) {
      throw conflict(
        'A booking can no longer be cancelled online on or after the admission date',
        'ADMISSION_STARTED',
      );
    }
    await markBookingCancelled(tx, bidId, now);
    await notify(tx, bookingNotice('booking_cancelled', [bid.hospitalId], { ...bid, bidId }));
    return { cancelledAt: now, admissionDate };
  });
}

/**
 * 409 once the payout was released or a dispute was opened (ADR 0060, 0061): the money then
 * goes where the confirmation or the admin's decision sends it, never back by a cancel too.
 */
async function requireNotSettling(tx: Queryable, bidId: string): Promise<void> {
  if (await findPayout(tx, bidId)) {
    throw conflict(
      'The payout to the hospital was released: this booking can no longer be cancelled online',
      'PAYOUT_RELEASED',
    );
  }
  if (await findDisputeOfBid(tx, bidId)) {
    throw conflict(
      'This booking has a payment dispute: the administrator decides its refund',
      'BOOKING_DISPUTED',
    );
  }
}

/** 409 unless the deposit (or a payment of the full price) was received. */
async function requirePaid(tx: Queryable, bidId: string): Promise<void> {
  const payments = await listBidPaymentDetails(tx, bidId);
  const isPaid = payments.some(
    (row) => row.part !== 'balance' && isPaymentSettled(row.stripePaymentStatus),
  );
  if (!isPaid) throw conflict('Only a paid booking can be cancelled', 'BOOKING_NOT_PAID');
}

/**
 * The patient cancels the paid booking of an accepted bid (issue #16, ADR 0049). The server
 * computes the refund with the shared schedule (`cancellationRefund`) at the moment of the
 * cancel, never from the client, and refunds each received payment through Stripe
 * ({@link refundThroughStripe}: once per payment, its ledger rows written and its status
 * following them). The booking is marked cancelled first (so nothing is due any more and the
 * hospital is notified); a retry or a concurrent cancel finds it cancelled and completes the
 * same refunds without making new ones. Answers the bid's payment view.
 * @throws 404 not the patient's bid; 409 not accepted, nothing paid, on/after admission, the
 * payout released or a dispute opened; 503 payments not configured; 502 Stripe failed (cancelled; a retry completes the refund).
 */
export async function cancelBooking(
  db: Database,
  gateway: StripeGateway | undefined,
  patient: UserRow,
  rawBidId: string,
  now = new Date(),
): Promise<BidPayment> {
  const bidId = requireUuid(rawBidId, BID_NOT_FOUND);
  const { cancelledAt, admissionDate } = await markCancelled(db, gateway, patient, bidId, now);
  const stripe = requireGateway(gateway);
  const payments = await listBidPaymentDetails(db, bidId);
  const refund = cancellationRefund({
    payments: payments.map((row) => ({ ...row, status: row.stripePaymentStatus })),
    admissionDate,
    now: cancelledAt,
  });
  for (const part of refund.parts) {
    if (part.refundCents === 0) continue;
    await refundThroughStripe(db, stripe, part.paymentId, {
      kind: 'cancellation',
      amountCents: part.refundCents,
    });
  }
  return getBidPayment(db, patient, bidId);
}
