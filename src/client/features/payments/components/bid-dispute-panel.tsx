import type { Dispute } from '#shared/payments/disputes.schemas.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { GrievanceReference } from '#client/features/payments/components/grievance-reference.tsx';
import { formatDate, formatUsdCents } from '#client/lib/format.ts';
import { useBidDispute } from '#client/features/payments/api/use-bid-dispute.ts';
import { OpenDisputeButton } from '#client/features/payments/components/open-dispute-button.tsx';

/** The dispute's state in one sentence, the same for the patient, the hospital and admins. */
function DisputeState({ dispute }: { dispute: Dispute }) {
  const t = useT();
  if (dispute.status === 'open') {
    return t(
      'Payment dispute opened on {date}: the payout to the hospital is on hold until an administrator decides.',
      { date: formatDate(dispute.openedAt) },
    );
  }
  const date = formatDate(dispute.decidedAt ?? dispute.openedAt);
  const amount = formatUsdCents(dispute.decisionRefundCents ?? 0);
  switch (dispute.outcome) {
    case 'partial_refund':
      return t(
        'Payment dispute decided on {date}: {amount} refunded to the patient’s card; the hospital is paid the rest.',
        { date, amount },
      );
    case 'full_refund':
      return t(
        'Payment dispute decided on {date}: everything paid was refunded to the patient’s card ({amount} in this decision).',
        { date, amount },
      );
    default:
      return t('Payment dispute decided on {date}: the payment was released to the hospital.', {
        date,
      });
  }
}

/**
 * A bid's payment dispute on the request page (issue #16, ADR 0060), for its patient, its
 * hospital and admins: the dispute's state and grievance reference once opened; "Open a
 * dispute" for the patient while the booking is paid, not cancelled and not paid out. Nothing
 * shows while loading or when there is neither.
 */
export function BidDisputePanel({ bidId }: { bidId: string }) {
  const view = useBidDispute(bidId);
  if (!view.isSuccess) return null;
  const { dispute, canOpen } = view.data;
  if (!dispute && !canOpen) return null;
  return (
    <div className="grid w-full gap-2 text-sm" data-testid="bid-dispute" aria-live="polite">
      {dispute ? (
        <>
          <p data-testid="dispute-state">
            <DisputeState dispute={dispute} />
          </p>
          {dispute.grievanceReference && <GrievanceReference code={dispute.grievanceReference} />}
        </>
      ) : (
        <div>
          <OpenDisputeButton bidId={bidId} />
        </div>
      )}
    </div>
  );
}
