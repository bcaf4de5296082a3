import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';
import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';
import { msg } from '#client/i18n/msg.ts';

/**
 * A payment status as people read it: "Awaiting payment", "Paid", "Payment failed", "Partly
 * refunded", "Refunded" (an English catalogue message: show it through `t`).
 */
export function paymentStatusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return msg('Awaiting payment');
    case 'succeeded':
      return msg('Paid');
    case 'failed':
      return msg('Payment failed');
    case 'partially_refunded':
      return msg('Partly refunded');
    case 'refunded':
      return msg('Refunded');
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

/**
 * What a payment pays, as people read it (ADR 0048): "Deposit", "Balance", "Payment" (an English
 * catalogue message: show it through `t`).
 */
export function paymentPartLabel(part: StoredPaymentPart): string {
  switch (part) {
    case 'deposit':
      return msg('Deposit');
    case 'balance':
      return msg('Balance');
    case 'full':
      return msg('Payment');
  }
}

/**
 * The label of the patient's pay button for a part, e.g. "Pay deposit {amount}": an English
 * catalogue message whose `{amount}` the caller fills through `t` ("Pay deposit $1,020").
 */
export function payPartLabel(part: StoredPaymentPart): string {
  switch (part) {
    case 'deposit':
      return msg('Pay deposit {amount}');
    case 'balance':
      return msg('Pay balance {amount}');
    case 'full':
      return msg('Pay {amount}');
  }
}
