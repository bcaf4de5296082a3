import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';
import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';

/**
 * A payment status as people read it: "Awaiting payment", "Paid", "Payment failed", "Partly
 * refunded", "Refunded".
 */
export function paymentStatusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return 'Awaiting payment';
    case 'succeeded':
      return 'Paid';
    case 'failed':
      return 'Payment failed';
    case 'partially_refunded':
      return 'Partly refunded';
    case 'refunded':
      return 'Refunded';
  }
}

/** Badge look per payment status. */
export function paymentStatusVariant(
  status: PaymentStatus,
): 'success' | 'secondary' | 'outline' | 'destructive' {
  switch (status) {
    case 'pending':
      return 'outline';
    case 'succeeded':
      return 'success';
    case 'failed':
      return 'destructive';
    case 'partially_refunded':
    case 'refunded':
      return 'secondary';
  }
}

/** What a payment pays, as people read it (ADR 0048): "Deposit", "Balance", "Payment". */
export function paymentPartLabel(part: StoredPaymentPart): string {
  switch (part) {
    case 'deposit':
      return 'Deposit';
    case 'balance':
      return 'Balance';
    case 'full':
      return 'Payment';
  }
}

/** The label of the patient's pay button for a part, e.g. "Pay deposit $1,020". */
export function payPartLabel(part: StoredPaymentPart, amount: string): string {
  return part === 'full' ? `Pay ${amount}` : `Pay ${part} ${amount}`;
}
