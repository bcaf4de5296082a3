import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * The kinds of money movement the ledger records (issue #16, ADR 0047), each in integer cents:
 * `charge` money in from a patient's card (a PaymentIntent); `commission` the platform's share
 * of that charge; `refund` money back to the patient (a Refund); `commission_reversal` the
 * platform's share of that refund; `transfer` money paid out to a hospital (a Transfer).
 */
export const LEDGER_ENTRY_KINDS = [
  'charge',
  'commission',
  'refund',
  'commission_reversal',
  'transfer',
] as const;
export const LedgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>;

/** Ledger sums per kind, integer cents (USD). */
export const LedgerTotalsSchema = z.object({
  chargesCents: z.number().int(),
  commissionCents: z.number().int(),
  refundsCents: z.number().int(),
  commissionReversalCents: z.number().int(),
  transfersCents: z.number().int(),
});
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

/**
 * One Stripe object whose amount and the ledger's disagree: a charge (PaymentIntent), refund or
 * transfer to a hospital (ADR 0056)
 * Stripe holds that the ledger lacks (`ledgerCents` 0), one the ledger holds that Stripe does
 * not know (`stripeCents` 0), or different amounts.
 */
export const ReconciliationMismatchSchema = z.object({
  kind: z.enum(['charge', 'refund', 'transfer']),
  stripeObjectId: z.string(),
  ledgerCents: z.number().int(),
  stripeCents: z.number().int(),
});
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatchSchema>;

/** At most this many mismatches are listed (`mismatchCount` counts all of them). */
export const RECONCILIATION_MISMATCH_LIMIT = 100;

/**
 * `GET /api/admin/payments/reconciliation` (admin, ADR 0047): the ledger's sums against the
 * succeeded charges and refunds Stripe holds for this platform, object by object. Cents (USD).
 * `isReconciled` is true when no object differs.
 */
export const ReconciliationReportSchema = z.object({
  checkedAt: IsoDateTimeSchema,
  isReconciled: z.boolean(),
  ledger: LedgerTotalsSchema,
  stripe: z.object({
    chargesCents: z.number().int(),
    refundsCents: z.number().int(),
    transfersCents: z.number().int(),
  }),
  mismatchCount: z.number().int(),
  mismatches: z.array(ReconciliationMismatchSchema).max(RECONCILIATION_MISMATCH_LIMIT),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;
