import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { canCancelBefore } from '#shared/payments/cancellation-policy.ts';
import { isPaymentSettled } from '#shared/payments/payments.policies.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { formatCalendarDate, formatDate } from '#client/lib/format.ts';
import { AdmissionDateButton } from '#client/features/payments/components/admission-date-button.tsx';
import { CancelBookingButton } from '#client/features/payments/components/cancel-booking-button.tsx';
import { CancellationSchedule } from '#client/features/payments/components/cancellation-schedule.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The booking of an accepted bid in its payment panel (issue #16, ADR 0049): the admission
 * date for everyone who sees the panel, "Set / Change admission date" for the accepted
 * hospital, "Cancel booking" for the patient once the deposit is paid (until the admission
 * day, and while no payout was released and no dispute opened), and the cancellation schedule
 * in words; once cancelled, when.
 */
export function BookingDetails({
  bid,
  data,
  user,
  isRequestOwner,
}: {
  bid: Bid;
  data: BidPayment;
  user: CurrentUser | null;
  isRequestOwner: boolean;
}) {
  const t = useT();
  if (data.cancelledAt) {
    return (
      <p className="text-sm font-medium" data-testid="booking-cancelled">
        {t('Booking cancelled on {date}. Refunds follow the cancellation schedule.', {
          date: formatDate(data.cancelledAt),
        })}
      </p>
    );
  }
  const isPaid = data.payments.some(
    (payment) => payment.part !== 'balance' && isPaymentSettled(payment.status),
  );
  const canCancel =
    isRequestOwner && isPaid && !data.isSettling && canCancelBefore(data.admissionDate, new Date());
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t('Admission:')}</span>
        <span data-testid="admission-date">
          {data.admissionDate ? formatCalendarDate(data.admissionDate) : t('Not set yet')}
        </span>
        {user?.id === bid.hospitalId && (
          <AdmissionDateButton bidId={bid.id} admissionDate={data.admissionDate} />
        )}
        {canCancel && <CancelBookingButton bidId={bid.id} data={data} />}
      </div>
      {!data.isSettling && <CancellationSchedule admissionDate={data.admissionDate} />}
    </div>
  );
}
