import { paths } from '#shared/navigation/paths.ts';
import type { NotifyInput } from './notifications.service.ts';

/*
 * What each producing feature's event tells its user (issue #15), as `notify` input: the
 * summary says what happened and never how (no price, procedure, description or message text,
 * ADR 0043); the link leads to the thing.
 */

const BID_SUMMARIES = {
  bid_received: 'A hospital placed a bid on your treatment request',
  bid_accepted: 'The patient accepted your bid',
  bid_rejected: 'Your bid was not accepted',
  quote_changed: 'A hospital changed its quote on your treatment request',
  quote_withdrawn: 'A hospital withdrew its bid on your treatment request',
} as const;

/** A bid event for `userIds`, leading to the request's page. */
export function bidNotice(
  kind: keyof typeof BID_SUMMARIES,
  userIds: string[],
  requestId: string,
  bidId: string,
): NotifyInput {
  return {
    userIds,
    kind,
    link: paths.request(requestId),
    summary: BID_SUMMARIES[kind],
    treatmentRequestId: requestId,
    subjectId: bidId,
  };
}

/**
 * A new message for its receiver, leading to the conversation (a patient's, with the bidding
 * hospital named by `hospitalId`).
 */
export function messageNotice(message: {
  id: string;
  treatmentRequestId: string;
  receiverId: string;
  hospitalId?: string;
}): NotifyInput {
  return {
    userIds: [message.receiverId],
    kind: 'message_received',
    link: paths.conversation(
      message.treatmentRequestId,
      message.hospitalId ? { hospitalId: message.hospitalId } : {},
    ),
    summary: 'You have a new message',
    treatmentRequestId: message.treatmentRequestId,
    subjectId: message.id,
  };
}

/** A grievance answered, for the account that filed it, leading to its status page. */
export function grievanceNotice(
  userId: string,
  ticket: { id: string; referenceCode: string },
): NotifyInput {
  return {
    userIds: [userId],
    kind: 'grievance_answered',
    link: paths.grievanceStatusFor(ticket.referenceCode),
    summary: 'Your grievance has been answered',
    subjectId: ticket.id,
  };
}

/** A review of the hospital published, leading to the hospital's profile. */
export function reviewNotice(review: { id: string; hospitalId: string }): NotifyInput {
  return {
    userIds: [review.hospitalId],
    kind: 'review_published',
    link: paths.hospital(review.hospitalId),
    summary: 'A patient review of your hospital was published',
    subjectId: review.id,
  };
}

/**
 * The owner's request stops taking bids within `hours`, leading to its page (where the
 * deadline can be extended).
 */
export function bidDeadlineNearNotice(
  request: { id: string; patientId: string },
  hours: number,
): NotifyInput {
  return {
    userIds: [request.patientId],
    kind: 'bid_deadline_near',
    link: paths.request(request.id),
    summary: `Bidding on your treatment request closes within ${hours} hours`,
    treatmentRequestId: request.id,
    subjectId: request.id,
  };
}

const PROFILE_SUMMARIES = {
  profile_approved: 'Your hospital profile was verified and is now published',
  profile_changes_requested: 'An administrator asked for changes to your hospital profile',
  accreditation_expired: 'An accreditation expired and its badge was removed from your profile',
} as const;

/**
 * A verification decision or an expired accreditation (issue #17), for the hospital, leading to
 * its profile editor (where the admin's note and the accreditations are).
 */
export function hospitalProfileNotice(
  kind: keyof typeof PROFILE_SUMMARIES,
  hospitalId: string,
  subjectId: string,
): NotifyInput {
  return {
    userIds: [hospitalId],
    kind,
    link: paths.hospitalProfileEditor,
    summary: PROFILE_SUMMARIES[kind],
    subjectId,
  };
}

const BOOKING_SUMMARIES = {
  admission_date_set: 'The hospital set the admission date for your treatment',
  balance_due: 'The balance for your treatment is due before admission',
  booking_cancelled: 'The patient cancelled a booking',
} as const;

/**
 * A booking event (issue #16, ADR 0049) for `userIds`, leading to the request's page, where the
 * payment panel shows the admission date, the balance and the refund. No date or amount.
 */
export function bookingNotice(
  kind: keyof typeof BOOKING_SUMMARIES,
  userIds: string[],
  booking: { treatmentRequestId: string; bidId: string },
): NotifyInput {
  return {
    userIds,
    kind,
    link: paths.request(booking.treatmentRequestId),
    summary: BOOKING_SUMMARIES[kind],
    treatmentRequestId: booking.treatmentRequestId,
    subjectId: booking.bidId,
  };
}

const DISPUTE_SUMMARIES = {
  dispute_opened: 'A patient opened a payment dispute: the payout is on hold',
  dispute_decided: 'An administrator decided a payment dispute',
} as const;

/**
 * A payment dispute event (issue #16, ADR 0060) for `userIds`, leading to `link` (the request's
 * page; an admin's leads to the dashboard's dispute queue). No reason, amount or procedure.
 */
export function disputeNotice(
  kind: keyof typeof DISPUTE_SUMMARIES,
  userIds: string[],
  dispute: { id: string; treatmentRequestId: string; link?: string },
): NotifyInput {
  return {
    userIds,
    kind,
    link: dispute.link ?? paths.request(dispute.treatmentRequestId),
    summary: DISPUTE_SUMMARIES[kind],
    treatmentRequestId: dispute.treatmentRequestId,
    subjectId: dispute.id,
  };
}
