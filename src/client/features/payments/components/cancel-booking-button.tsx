import { CalendarX } from 'lucide-react';
import { cancellationRefund, type PartRefund } from '#shared/payments/cancellation-policy.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatUsdCents } from '#client/lib/format.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useCancelBooking } from '#client/features/payments/api/use-cancel-booking.ts';
import { paymentPartLabel } from '#client/features/payments/lib/payment-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** One part's refund in words: "Deposit: $510.00 of $1,020.00 (50 %)". */
function partLine(t: ReturnType<typeof useT>, part: PartRefund): string {
  return t('{part}: {refund} of {paid} ({percent} %)', {
    part: t(paymentPartLabel(part.part)),
    refund: formatUsdCents(part.refundCents),
    paid: formatUsdCents(part.paidCents),
    percent: part.refundPercent,
  });
}

/**
 * "Cancel booking" for the patient of a paid booking (issue #16, ADR 0049): the dialog states
 * the exact refund the schedule gives now (the shared `cancellationRefund`; the server
 * recomputes it and refunds through Stripe), per part and in all.
 */
export function CancelBookingButton({ bidId, data }: { bidId: string; data: BidPayment }) {
  const t = useT();
  const cancel = useCancelBooking(bidId);
  const refund = cancellationRefund({
    payments: data.payments,
    admissionDate: data.admissionDate,
    now: new Date(),
  });
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline', size: 'sm', disabled: cancel.isPending }}
      title={t('Cancel this booking?')}
      description={
        <span className="grid gap-2">
          <span data-testid="cancel-refund">
            {t('You get {amount} back to your card.', {
              amount: formatUsdCents(refund.refundCents),
            })}
          </span>
          <span className="grid">
            {refund.parts.map((part) => (
              <span key={part.paymentId}>{partLine(t, part)}</span>
            ))}
          </span>
          <span>
            {t('The hospital is told, and no balance is asked for. This cannot be undone.')}
          </span>
        </span>
      }
      cancelLabel={t('Keep booking')}
      confirmLabel={t('Cancel booking')}
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(cancel.mutateAsync())) {
          toast({
            title: t('Booking cancelled'),
            description: t('Your refund is on its way.'),
          });
        }
      }}
    >
      <CalendarX aria-hidden="true" />
      {t('Cancel booking')}
    </ConfirmButton>
  );
}
