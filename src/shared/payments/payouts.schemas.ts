import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * A hospital's Stripe Connect Express account (issue #16, ADR 0056): `not_started` (no account
 * yet), `pending` (created, Stripe still needs details) or `complete` (Stripe reports
 * `details_submitted`, `charges_enabled` and `payouts_enabled`). Only a complete account is paid out.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['not_started', 'pending', 'complete'] as const;
export const PayoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);
export type PayoutAccountStatus = z.infer<typeof PayoutAccountStatusSchema>;

/** `GET /api/payouts/account` (hospital): its onboarding status; `updatedAt` null before it starts. */
export const PayoutAccountSchema = z.object({
  status: PayoutAccountStatusSchema,
  updatedAt: IsoDateTimeSchema.nullable(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

/** `POST /api/payouts/account/onboarding`: Stripe's onboarding page (an Account Link, minutes-lived). */
export const OnboardingLinkSchema = z.object({ url: z.url() });
export type OnboardingLink = z.infer<typeof OnboardingLinkSchema>;

/** `GET /api/admin/payouts/accounts` (admin): each verified hospital's onboarding status. */
export const AdminPayoutAccountSchema = z.object({
  hospitalId: z.uuid(),
  hospitalName: z.string(),
  status: PayoutAccountStatusSchema,
});
export type AdminPayoutAccount = z.infer<typeof AdminPayoutAccountSchema>;

/**
 * Why a payout was released: the patient confirmed the treatment, the auto-release job (some
 * days after admission, ADR 0061), or an admin's dispute decision (ADR 0060).
 */
export const PAYOUT_RELEASE_REASONS = [
  'patient_confirmed',
  'auto_release',
  'dispute_decided',
] as const;
export type PayoutReleaseReason = (typeof PAYOUT_RELEASE_REASONS)[number];

/**
 * Where a bid's payout stands (ADR 0056): `not_due` (not paid in full), `awaiting_confirmation`
 * (paid in full, the patient has not confirmed the treatment), `awaiting_onboarding` (released,
 * the hospital's Stripe account is not complete yet; sent when it is), `on_hold` (a dispute is
 * open: nothing is sent until an admin decides, ADR 0060), `paid_out` (transferred).
 */
export const PAYOUT_STATES = [
  'not_due',
  'awaiting_confirmation',
  'awaiting_onboarding',
  'on_hold',
  'paid_out',
] as const;
export const PayoutStateSchema = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof PayoutStateSchema>;

/**
 * `GET /api/payouts/bid/{id}` and `POST /api/payouts/bid/{id}/confirm`: a bid's payout for its
 * patient, hospital and admins. `amountCents`: what the hospital gets, from the ledger (charges
 * − commission − refunds + commission given back); once paid out, the amount transferred.
 * `canConfirm`: the viewer is the patient and may confirm the treatment took place now.
 */
export const BidPayoutSchema = z.object({
  bidId: z.uuid(),
  state: PayoutStateSchema,
  amountCents: z.number().int(),
  currency: z.string().length(3),
  releasedAt: IsoDateTimeSchema.nullable(),
  paidOutAt: IsoDateTimeSchema.nullable(),
  canConfirm: z.boolean(),
});
export type BidPayout = z.infer<typeof BidPayoutSchema>;

/**
 * `GET /api/payouts/hospital` (hospital): its money per request, newest first, from the ledger
 * in cents: charged, fees (commission net of what refunds gave back), refunded, and the payout.
 */
export const HospitalPayoutRowSchema = z.object({
  bidId: z.uuid(),
  treatmentRequestId: z.uuid(),
  procedureType: z.string(),
  chargedCents: z.number().int(),
  feesCents: z.number().int(),
  refundedCents: z.number().int(),
  payoutCents: z.number().int(),
  state: PayoutStateSchema,
  paidOutAt: IsoDateTimeSchema.nullable(),
});
export type HospitalPayoutRow = z.infer<typeof HospitalPayoutRowSchema>;

/** `?month=YYYY-MM` of the monthly statement (UTC calendar month); 400 otherwise. */
export const StatementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM, for example 2026-11'),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/**
 * `GET /api/admin/payouts/totals` (admin): the ledger's money in cents (USD): charged to cards,
 * platform fees (commission − commission given back on refunds), refunded, paid out to hospitals.
 */
export const MoneyTotalsSchema = z.object({
  chargedCents: z.number().int(),
  feesCents: z.number().int(),
  refundedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type MoneyTotals = z.infer<typeof MoneyTotalsSchema>;
