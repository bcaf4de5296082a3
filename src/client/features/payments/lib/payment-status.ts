import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';

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
