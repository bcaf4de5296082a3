import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';
import { PaymentPartSchema } from './deposit-policy.ts';

/**
 * A payment's state (SPEC §3, §4; issue #16 adds `partially_refunded`): pending → succeeded |
 * failed; succeeded → partially_refunded (refunds below the total) → refunded (the whole total).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The message of the 503 `POST /api/payments` answers without Stripe keys (issue #6). */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Card payments are not configured';

/**
 * `POST /api/payments` body: the accepted bid to pay. Strict: amounts, currency and the patient
 * come from the bid and the session, never from the client (SECURITY §2).
 */
export const CreatePaymentInputSchema = z.strictObject({
  bidId: z.uuid('Bid ID is not valid'),
});
export type CreatePaymentInput = z.infer<typeof CreatePaymentInputSchema>;

/**
 * `POST /api/payments` answer: what Stripe.js needs to confirm the card payment of the bid's
 * next part (ADR 0048: the deposit, then the balance). `amount` is that part's price in whole
 * units of `currency`; the PaymentIntent holds it in cents.
 */
export const PaymentIntentSessionSchema = z.object({
  paymentId: z.uuid(),
  part: PaymentPartSchema,
  clientSecret: z.string(),
  publishableKey: z.string(),
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type PaymentIntentSession = z.infer<typeof PaymentIntentSessionSchema>;

/**
 * A payment as its patient, its hospital and admins see it (SPEC §3 payments): whole units of
 * `currency`; `totalAmount = hospitalAmount + platformFee`. No card data is ever stored.
 */
export const PaymentSchema = z.object({
  id: z.uuid(),
  bidId: z.uuid(),
  treatmentRequestId: z.uuid(),
  procedureType: z.string(),
  patientId: z.uuid(),
  hospitalId: z.uuid(),
  hospitalName: z.string().nullable(),
  totalAmount: z.number().int(),
  hospitalAmount: z.number().int(),
  platformFee: z.number().int(),
  /** What this payment pays: the `deposit`, the `balance`, or (before ADR 0048) the `full` price. */
  part: PaymentPartSchema,
  currency: z.string().length(3),
  status: PaymentStatusSchema,
  paymentMethod: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** A part's price in whole units: `total = hospitalAmount + platformFee`. */
export const PartAmountsSchema = z.object({
  total: z.number().int(),
  hospitalAmount: z.number().int(),
  platformFee: z.number().int(),
});

/**
 * `GET /api/payments/bid/{id}` answer (ADR 0048): `payments`, the bid's payments oldest first
 * (deposit, then balance); `payment`, the latest of them (`null` while none was started);
 * `plan`, the bid's price split by the deposit policy (`percentage` of the total, at least
 * `minimum`); `nextPart`, what the patient pays next, `null` once nothing is due (or the booking was
 * cancelled).
 */
export const BidPaymentSchema = z.object({
  payment: PaymentSchema.nullable(),
  payments: z.array(PaymentSchema),
  plan: z.object({
    deposit: PartAmountsSchema,
    balance: PartAmountsSchema,
    percentage: z.number(),
    minimum: z.number().int(),
    currency: z.string().length(3),
  }),
  nextPart: PaymentPartSchema.nullable(),
  /** The booking (ADR 0049): the admission day the hospital set (`YYYY-MM-DD`), else null. */
  admissionDate: z.iso.date().nullable(),
  /** When the patient cancelled the booking; null while booked. Nothing is due once set. */
  cancelledAt: IsoDateTimeSchema.nullable(),
  /**
   * A payout was released or a dispute opened (ADR 0060, 0061): the money goes where they send
   * it, so the booking can no longer be cancelled online.
   */
  isSettling: z.boolean(),
});
export type BidPayment = z.infer<typeof BidPaymentSchema>;

/**
 * `GET /api/admin/payments/summary` (admin dashboard): counts per status and, over succeeded
 * payments, the amounts collected, owed to hospitals and kept as platform fees; refunded
 * amounts apart. Whole USD.
 */
export const PaymentsSummarySchema = z.object({
  counts: z.object({
    pending: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    partially_refunded: z.number().int(),
    refunded: z.number().int(),
  }),
  collectedTotal: z.number().int(),
  hospitalTotal: z.number().int(),
  platformFeeTotal: z.number().int(),
  refundedTotal: z.number().int(),
});
export type PaymentsSummary = z.infer<typeof PaymentsSummarySchema>;

/** The furthest ahead an admission date may be set, in days (a typo like 2062 is refused). */
export const MAX_ADMISSION_DAYS_AHEAD = 730;

/**
 * `PUT /api/payments/bid/{id}/admission-date` body (the accepted hospital, ADR 0049): the
 * calendar day (`YYYY-MM-DD`, UTC) the patient is admitted. It must be after today and at most
 * {@link MAX_ADMISSION_DAYS_AHEAD} days ahead (checked by the server: 400).
 */
export const SetAdmissionDateInputSchema = z.strictObject({
  admissionDate: z.iso.date('Admission date must be a date (YYYY-MM-DD)'),
});
export type SetAdmissionDateInput = z.infer<typeof SetAdmissionDateInputSchema>;
