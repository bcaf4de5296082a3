import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['patient', 'hospital', 'admin']);
export const treatmentRequestStatusEnum = pgEnum('treatment_request_status', [
  'open',
  'accepted',
  'closed',
]);
export const bidStatusEnum = pgEnum('bid_status', ['pending', 'accepted', 'rejected', 'withdrawn']);
export const supportTicketStatusEnum = pgEnum('support_ticket_status', ['open', 'closed']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);
export const referralStatusEnum = pgEnum('referral_status', ['pending', 'signed_up', 'completed']);
export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
]);

/** What a payment pays (ADR 0048): `full` only for payments made before deposits existed. */
export const paymentPartEnum = pgEnum('payment_part', ['full', 'deposit', 'balance']);
