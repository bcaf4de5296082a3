import type { Payment } from '#shared/payments/payments.schemas.ts';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import { PaymentStatusBadge } from '#client/features/payments/components/payment-status-badge.tsx';
import { paymentPartLabel } from '#client/features/payments/lib/payment-status.ts';

/**
 * A payment's receipt (issues #6, #16: deposit, balance): hospital price, platform fee, total, date, status and the
 * payment reference. Amounts are whole USD.
 */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const rows: Array<[string, string]> = [
    ['Hospital price', formatUsd(payment.hospitalAmount)],
    ['Platform fee', formatUsd(payment.platformFee)],
  ];
  return (
    <div className="grid gap-3 rounded-lg border p-4" aria-label="Payment receipt">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{paymentPartLabel(payment.part)} receipt</h3>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-1.5 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatUsd(payment.totalAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatDate(payment.createdAt)}</dd>
        </div>
        {payment.paymentMethod && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Method</dt>
            <dd className="capitalize">{payment.paymentMethod}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="min-w-0 truncate font-mono text-xs">{payment.id}</dd>
        </div>
      </dl>
    </div>
  );
}
