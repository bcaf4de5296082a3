import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { paths } from '#shared/navigation/paths.ts';
import { canPayBid, canRefundPayment } from '#shared/payments/payments.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useBidPayment } from '#client/features/payments/api/use-bid-payment.ts';
import { useRefundPayment } from '#client/features/payments/api/use-refund-payment.ts';
import { PaymentReceipt } from '#client/features/payments/components/payment-receipt.tsx';
import { PaymentStatusBadge } from '#client/features/payments/components/payment-status-badge.tsx';

/**
 * The payment of an accepted bid on the request detail (issue #6): its status for the patient,
 * the hospital and admins; "Pay $X" for the patient while unpaid; the receipt; Refund for admins.
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
  const payment = useBidPayment(bid.id, { enabled: bid.status === 'accepted' });
  const refund = useRefundPayment();
  const [showsReceipt, setShowsReceipt] = useState(false);
  if (bid.status !== 'accepted' || !payment.isSuccess) return null;
  const current = payment.data.payment;
  const canPay = canPayBid({
    isRequestOwner,
    bidStatus: bid.status,
    paymentStatus: current?.status,
  });
  return (
    <div className="grid w-full gap-3" data-testid="bid-payment">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Payment:</span>
        {current ? (
          <PaymentStatusBadge status={current.status} />
        ) : (
          <span className="text-sm text-muted-foreground">Not paid yet</span>
        )}
        {canPay && (
          <Button asChild size="sm">
            <a href={paths.pay(bid.id)}>
              <CreditCard aria-hidden="true" />
              Pay {formatUsd(bid.totalPrice)}
            </a>
          </Button>
        )}
        {current && current.status !== 'pending' && (
          <Button variant="outline" size="sm" onClick={() => setShowsReceipt((shown) => !shown)}>
            {showsReceipt ? 'Hide receipt' : 'View receipt'}
          </Button>
        )}
        {current && user?.role === 'admin' && canRefundPayment(current.status) && (
          <ConfirmButton
            buttonProps={{ variant: 'outline', size: 'sm', disabled: refund.isPending }}
            title="Refund this payment?"
            description={
              current.status === 'partially_refunded'
                ? 'Part of this payment was refunded already; the patient gets the rest back. This cannot be undone.'
                : `The patient gets ${formatUsd(current.totalAmount)} back in full. This cannot be undone.`
            }
            confirmLabel="Refund"
            confirmVariant="destructive"
            onConfirm={async () => {
              if (await succeeded(refund.mutateAsync(current.id))) {
                toast({ title: 'Payment refunded' });
              }
            }}
          >
            <Undo2 aria-hidden="true" />
            Refund
          </ConfirmButton>
        )}
      </div>
      {current && showsReceipt && <PaymentReceipt payment={current} />}
    </div>
  );
}
