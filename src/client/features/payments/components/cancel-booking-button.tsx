import { CalendarX } from 'lucide-react';
import { cancellationRefund, type PartRefund } from '#shared/payments/cancellation-policy.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatUsdCents } from '#client/lib/format.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useCancelBooking } from '#client/features/payments/api/use-cancel-booking.ts';
import { paymentPartLabel } from '#client/features/payments/lib/payment-status.ts';

/** One part's refund in words: "Deposit: $510.00 of $1,020.00 (50 %)". */
function partLine(part: PartRefund): string {
  return `${paymentPartLabel(part.part)}: ${formatUsdCents(part.refundCents)} of ${formatUsdCents(part.paidCents)} (${part.refundPercent} %)`;
}

/**
 * "Cancel booking" for the patient of a paid booking (issue #16, ADR 0049): the dialog states
 * the exact refund the schedule gives now (the shared `cancellationRefund`; the server
 * recomputes it and refunds through Stripe), per part and in all.
 */
export function CancelBookingButton({ bidId, data }: { bidId: string; data: BidPayment }) {
  const cancel = useCancelBooking(bidId);
  const refund = cancellationRefund({
    payments: data.payments,
    admissionDate: data.admissionDate,
    now: new Date(),
  });
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline', size: 'sm', disabled: cancel.isPending }}
      title="Cancel this booking?"
      description={
        <span className="grid gap-2">
          <span data-testid="cancel-refund">
            You get {formatUsdCents(refund.refundCents)} back to your card.
          </span>
          <span className="grid">
            {refund.parts.map((part) => (
              <span key={part.paymentId}>{partLine(part)}</span>
            ))}
          </span>
          <span>The hospital is told, and no balance is asked for. This cannot be undone.</span>
        </span>
      }
      cancelLabel="Keep booking"
      confirmLabel="Cancel booking"
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(cancel.mutateAsync())) {
          toast({ title: 'Booking cancelled', description: 'Your refund is on its way.' });
        }
      }}
    >
      <CalendarX aria-hidden="true" />
      Cancel booking
    </ConfirmButton>
  );
}
