import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  paymentStatusLabel,
  paymentStatusVariant,
} from '#client/features/payments/lib/payment-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A payment's status badge: "Awaiting payment", "Paid", "Payment failed" or "Refunded". */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Badge variant={paymentStatusVariant(status)} data-payment-status={status}>
      {t(paymentStatusLabel(status))}
    </Badge>
  );
}
