import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { paths } from '#shared/navigation/paths.ts';
import { canRefundPayment } from '#shared/payments/payments.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useBidPayment } from '#client/features/payments/api/use-bid-payment.ts';
import { useRefundPayment } from '#client/features/payments/api/use-refund-payment.ts';
import { BookingDetails } from '#client/features/payments/components/booking-details.tsx';
import { PaymentReceipt } from '#client/features/payments/components/payment-receipt.tsx';
import { PaymentStatusBadge } from '#client/features/payments/components/payment-status-badge.tsx';
import { paymentPartLabel, payPartLabel } from '#client/features/payments/lib/payment-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** A part's state while unpaid: "Due", "Due after the deposit" or "Not due" (a catalogue message). */
function dueLabel(nextPart: BidPayment['nextPart'], part: StoredPaymentPart): string {
  if (nextPart === part) return msg('Due');
  return nextPart === 'deposit' ? msg('Due after the deposit') : msg('Not due');
}

/** The admin's refund question per part the payment pays. */
const REFUND_TITLES: Record<StoredPaymentPart, string> = {
  deposit: msg('Refund this deposit?'),
  balance: msg('Refund this balance?'),
  full: msg('Refund this payment?'),
};

/**
 * The bid's split into deposit and balance (ADR 0048) with each part's state, the same for the
 * patient, the hospital and admins: "Deposit $1,020 — Paid", "Balance $9,180 — Due".
 */
function PaymentParts({ data }: { data: BidPayment }) {
  const t = useT();
  const parts = data.payments.some((payment) => payment.part === 'full')
    ? data.payments.map((payment) => ({ payment, part: payment.part, amount: payment.totalAmount }))
    : (['deposit', 'balance'] as const)
        .filter((part) => data.plan[part].total > 0)
        .map((part) => ({
          part,
          amount: data.plan[part].total,
          payment: data.payments.find((payment) => payment.part === part),
        }));
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t('Payment parts')}>
      {parts.map(({ part, amount, payment }) => (
        <li key={part} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t(paymentPartLabel(part))}</span>
          <span className="tabular-nums">{formatUsd(amount)}</span>
          {payment ? (
            <PaymentStatusBadge status={payment.status} />
          ) : (
            <span className="text-muted-foreground">{t(dueLabel(data.nextPart, part))}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The payments of an accepted bid on the request detail (issues #6, #16): the deposit and the
 * balance with their states for the patient, the hospital and admins; "Pay deposit $X" / "Pay
 * balance $Y" for the patient while due; the booking (admission date, cancellation schedule,
 * cancel; ADR 0049); the latest receipt; Refund for admins.
 * "Pay" is a full page load: the payment page's own CSP is what allows Stripe.js (ADR 0014).
 */
export function BidPaymentPanel({
  bid,
  user,
  isRequestOwner,
}: {
  bid: Bid;
  user: CurrentUser | null;
  isRequestOwner: boolean;
}) {
  const t = useT();
  const payment = useBidPayment(bid.id, { enabled: bid.status === 'accepted' });
  const refund = useRefundPayment();
  const [showsReceipt, setShowsReceipt] = useState(false);
  if (bid.status !== 'accepted' || !payment.isSuccess) return null;
  const current = payment.data.payment;
  const due = isRequestOwner ? payment.data.nextPart : null;
  const dueAmount =
    due === 'full' ? current?.totalAmount : due ? payment.data.plan[due].total : undefined;
  return (
    <div className="grid w-full gap-3" data-testid="bid-payment">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t('Payment:')}</span>
        {!current && <span className="text-sm text-muted-foreground">{t('Not paid yet')}</span>}
        {due && dueAmount !== undefined && (
          <Button asChild size="sm">
            <a href={paths.pay(bid.id)}>
              <CreditCard aria-hidden="true" />
              {t(payPartLabel(due), { amount: formatUsd(dueAmount) })}
            </a>
          </Button>
        )}
        {current && current.status !== 'pending' && (
          <Button variant="outline" size="sm" onClick={() => setShowsReceipt((shown) => !shown)}>
            {showsReceipt ? t('Hide receipt') : t('View receipt')}
          </Button>
        )}
        {current && user?.role === 'admin' && canRefundPayment(current.status) && (
          <ConfirmButton
            buttonProps={{ variant: 'outline', size: 'sm', disabled: refund.isPending }}
            title={t(REFUND_TITLES[current.part])}
            description={
              current.status === 'partially_refunded'
                ? t(
                    'Part of this payment was refunded already; the patient gets the rest back. This cannot be undone.',
                  )
                : t('The patient gets {amount} back in full. This cannot be undone.', {
                    amount: formatUsd(current.totalAmount),
                  })
            }
            confirmLabel={t('Refund')}
            confirmVariant="destructive"
            onConfirm={async () => {
              if (await succeeded(refund.mutateAsync(current.id))) {
                toast({ title: t('Payment refunded') });
              }
            }}
          >
            <Undo2 aria-hidden="true" />
            {t('Refund')}
          </ConfirmButton>
        )}
      </div>
      <PaymentParts data={payment.data} />
      <BookingDetails bid={bid} data={payment.data} user={user} isRequestOwner={isRequestOwner} />
      {current && showsReceipt && <PaymentReceipt payment={current} />}
    </div>
  );
}
