import { z } from 'zod';
import DATA from './cancellation-policy.json' with { type: 'json' };
import type { StoredPaymentPart } from './deposit-policy.ts';
import type { PaymentStatus } from './payments.schemas.ts';

/** One step of the deposit's schedule: cancelled before `daysBefore` days ahead of admission. */
const DepositStepSchema = z.strictObject({
  daysBefore: z.number().int().positive(),
  refundPercent: z.number().min(0).max(100),
});

/**
 * The cancellation schedule (issue #16, ADR 0049) as reviewable data:
 * `cancellation-policy.json`. Days count calendar days (UTC) before the admission date.
 * - `depositSteps`, longest notice first: a cancel before midnight (UTC) starting the day
 *   `daysBefore` days ahead of admission gets `refundPercent` of the deposit back; later than
 *   the last step, nothing.
 * - `depositRefundPercentWithoutAdmissionDate`: while the hospital has set no admission date.
 * - `balanceRefundPercentBeforeAdmission`: of a paid balance, for a cancel before the admission
 *   date (on or after it a booking is no longer cancelled online).
 * - `balanceReminderDaysBefore`: the `balance_due` notification comes this many days ahead.
 * `source`, `rationale` and `reviewedAt` say where the numbers come from.
 */
export const CancellationPolicySchema = z
  .strictObject({
    source: z.string().min(1),
    rationale: z.string().min(1),
    reviewedAt: z.iso.date(),
    depositSteps: z.array(DepositStepSchema).min(1),
    depositRefundPercentWithoutAdmissionDate: z.number().min(0).max(100),
    balanceRefundPercentBeforeAdmission: z.number().min(0).max(100),
    balanceReminderDaysBefore: z.number().int().positive(),
  })
  .refine(
    (policy) =>
      policy.depositSteps.every(
        (step, index) =>
          index === 0 || step.daysBefore < policy.depositSteps[index - 1]!.daysBefore,
      ),
    { message: 'depositSteps must go from the longest notice to the shortest' },
  );
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

/** The schedule, validated at import: a broken file fails every test and the build. */
export const CANCELLATION_POLICY = CancellationPolicySchema.parse(DATA);

const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` as the instant its UTC day starts. */
export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The calendar day `days` days before `date` (both `YYYY-MM-DD`). */
export function daysBefore(date: string, days: number): string {
  return new Date(startOfDay(date).getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One line of the schedule in force: a cancel before `before` (a `YYYY-MM-DD` day, at its UTC
 * midnight; `null` when no admission date is set) gets these percentages back.
 */
export interface ScheduleStep {
  before: string | null;
  depositPercent: number;
  balancePercent: number;
}

/**
 * The schedule for an admission date, longest notice first, ending with the admission day
 * itself (deposit 0 %, balance per policy); without a date one step: the deposit's percentage
 * while no date is set.
 */
export function cancellationSchedule(
  admissionDate: string | null,
  policy: CancellationPolicy = CANCELLATION_POLICY,
): ScheduleStep[] {
  if (admissionDate === null) {
    return [
      {
        before: null,
        depositPercent: policy.depositRefundPercentWithoutAdmissionDate,
        balancePercent: policy.balanceRefundPercentBeforeAdmission,
      },
    ];
  }
  return [
    ...policy.depositSteps.map((step) => ({
      before: daysBefore(admissionDate, step.daysBefore),
      depositPercent: step.refundPercent,
      balancePercent: policy.balanceRefundPercentBeforeAdmission,
    })),
    {
      before: admissionDate,
      depositPercent: 0,
      balancePercent: policy.balanceRefundPercentBeforeAdmission,
    },
  ];
}

/** Whether a booking may still be cancelled at `now`: not on or after its admission day. */
export function canCancelBefore(admissionDate: string | null, now: Date): boolean {
  return admissionDate === null || now < startOfDay(admissionDate);
}

/** A payment the refund is computed for: its part, state and price (whole units). */
export interface CancellablePayment {
  id: string;
  part: StoredPaymentPart;
  status: PaymentStatus;
  totalAmount: number;
  /** Refunded already (by an admin), in cents; the refund never exceeds what is left. */
  refundedCents?: number;
}

/** What cancelling gives back for one received payment: its percentage and the cents. */
export interface PartRefund {
  paymentId: string;
  part: StoredPaymentPart;
  paidCents: number;
  refundPercent: number;
  refundCents: number;
}

/** What cancelling at a moment gives back: per received payment, and in all (cents). */
export interface CancellationRefund {
  parts: PartRefund[];
  refundCents: number;
}

/**
 * The refund for cancelling at `now` (ADR 0049), the same on client and server (the server
 * recomputes it; the client only shows it). Only received payments (succeeded or partially
 * refunded) count. The deposit gets the percentage of the first schedule step whose day has
 * not begun (none: 0 %); the balance, and a payment of the `full` price made before deposits,
 * get `balanceRefundPercentBeforeAdmission`. Cents are rounded to the nearest cent and never
 * exceed what is left of the payment. On or after the admission day nothing is refunded.
 */
export function cancellationRefund(
  input: { payments: readonly CancellablePayment[]; admissionDate: string | null; now: Date },
  policy: CancellationPolicy = CANCELLATION_POLICY,
): CancellationRefund {
  const { admissionDate, now } = input;
  const step = cancellationSchedule(admissionDate, policy).find(
    (candidate) => candidate.before === null || now < startOfDay(candidate.before),
  );
  const parts = input.payments
    .filter((payment) => payment.status === 'succeeded' || payment.status === 'partially_refunded')
    .map((payment) => {
      const refundPercent = !step
        ? 0
        : payment.part === 'deposit'
          ? step.depositPercent
          : step.balancePercent;
      const paidCents = payment.totalAmount * 100;
      const leftCents = paidCents - (payment.refundedCents ?? 0);
      const refundCents = Math.max(
        0,
        Math.min(leftCents, Math.round((paidCents * refundPercent) / 100)),
      );
      return { paymentId: payment.id, part: payment.part, paidCents, refundPercent, refundCents };
    });
  return { parts, refundCents: parts.reduce((sum, part) => sum + part.refundCents, 0) };
}
