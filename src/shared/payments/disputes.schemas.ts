import { z } from 'zod';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';

/**
 * A payment dispute (issue #16, ADR 0060): `open` holds the bid's payout until an admin decides;
 * `decided` once the admin chose an outcome. One dispute per booking.
 */
export const DISPUTE_STATUSES = ['open', 'decided'] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

/**
 * The admin's decision (ADR 0060): `release` (the payout proceeds), `partial_refund` (part of
 * what was paid back to the patient, the hospital is paid the rest) or `full_refund` (everything
 * back, nothing paid out).
 */
export const DISPUTE_OUTCOMES = ['release', 'partial_refund', 'full_refund'] as const;
export const DisputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof DisputeOutcomeSchema>;

/** Shortest and longest reason a patient may give (characters, after trimming). */
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 2000;

/**
 * `POST /api/payments/bid/{id}/dispute` body (the request's patient): why the payout should not
 * go to the hospital as it stands, 10–2000 characters. Anything else is a 400.
 */
export const OpenDisputeInputSchema = z.strictObject({
  reason: requiredText('Reason', DISPUTE_REASON_MAX).refine(
    (value) => value.length >= DISPUTE_REASON_MIN,
    { message: `Reason must be at least ${DISPUTE_REASON_MIN} characters` },
  ),
});
export type OpenDisputeInput = z.infer<typeof OpenDisputeInputSchema>;

/**
 * `POST /api/admin/disputes/{id}/decision` body: the outcome; a partial refund names its amount
 * in cents (at least 1, at most what was paid and not yet refunded — checked by the server).
 */
export const DisputeDecisionInputSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('release') }),
  z.strictObject({
    outcome: z.literal('partial_refund'),
    refundCents: z.number().int('Amount must be whole cents').positive('Amount must be positive'),
  }),
  z.strictObject({ outcome: z.literal('full_refund') }),
]);
export type DisputeDecisionInput = z.infer<typeof DisputeDecisionInputSchema>;

/**
 * A dispute as the bid's patient, its hospital and admins see it. Money in cents of `currency`:
 * `paidCents` received by card on the bid, `refundedCents` returned so far (by any refund),
 * `hospitalNetCents` the hospital's share of what is kept (paid − refunded − the platform fee
 * net of what refunds gave back; a refund returns the fee in proportion, ADR 0060),
 * `decisionRefundCents` what the decision returned (null while open or on release).
 */
export const DisputeSchema = z.object({
  id: z.uuid(),
  bidId: z.uuid(),
  status: DisputeStatusSchema,
  reason: z.string(),
  outcome: DisputeOutcomeSchema.nullable(),
  decisionRefundCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  hospitalNetCents: z.number().int(),
  currency: z.string().length(3),
  /** The grievance opened with it (its public reference code), for support. */
  grievanceReference: z.string().nullable(),
  openedAt: IsoDateTimeSchema,
  decidedAt: IsoDateTimeSchema.nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

/**
 * `GET /api/payments/bid/{id}/dispute`: the bid's dispute (null while none was opened) and
 * whether the viewer may open one now (the patient of a paid, uncancelled booking whose payout
 * was not sent, and which has no dispute yet).
 */
export const BidDisputeSchema = z.object({
  dispute: DisputeSchema.nullable(),
  canOpen: z.boolean(),
});
export type BidDispute = z.infer<typeof BidDisputeSchema>;

/**
 * `GET /api/admin/disputes` (admin): open disputes, oldest first, with what the decision dialog
 * states: the request, the parties' names and the money.
 */
export const AdminDisputeSchema = DisputeSchema.extend({
  treatmentRequestId: z.uuid(),
  procedureType: z.string(),
  patientName: z.string(),
  hospitalName: z.string(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;
