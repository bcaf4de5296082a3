import type { Payment } from '#shared/payments/payments.schemas.ts';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import { PaymentStatusBadge } from '#client/features/payments/components/payment-status-badge.tsx';
import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** The receipt's title per part it pays (ADR 0048). */
const RECEIPT_TITLES: Record<StoredPaymentPart, string> = {
  deposit: msg('Deposit receipt'),
  balance: msg('Balance receipt'),
  full: msg('Payment receipt'),
};

/**
 * A payment's receipt (issues #6, #16: deposit, balance): hospital price, platform fee, total, date, status and the
 * payment reference. Amounts are whole USD.
 */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('Hospital price'), formatUsd(payment.hospitalAmount)],
    [t('Platform fee'), formatUsd(payment.platformFee)],
  ];
  return (
    <div className="grid gap-3 rounded-lg border p-4" aria-label={t('Payment receipt')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t(RECEIPT_TITLES[payment.part])}</h3>
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
          <dt>{t('Total')}</dt>
          <dd className="tabular-nums">{formatUsd(payment.totalAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('Date')}</dt>
          <dd>{formatDate(payment.createdAt)}</dd>
        </div>
        {payment.paymentMethod && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('Method')}</dt>
            <dd className="capitalize" translate="no">
              {payment.paymentMethod}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('Reference')}</dt>
          <dd className="min-w-0 truncate font-mono text-xs" translate="no">
            {payment.id}
          </dd>
        </div>
      </dl>
    </div>
  );
}
