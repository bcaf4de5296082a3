import { paths } from '#shared/navigation/paths.ts';
import { canCloseTreatmentRequest } from '#shared/treatment-requests/treatment-requests.policies.ts';
import { BackLink } from '#client/components/back-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { BidPaymentPanel } from '#client/features/payments/components/bid-payment-panel.tsx';
import { BidDisputePanel } from '#client/features/payments/components/bid-dispute-panel.tsx';
import { BidPayoutPanel } from '#client/features/payments/components/bid-payout-panel.tsx';
import { RequestRecordsCard } from '#client/features/records/components/request-records-card.tsx';
import { RequestSharingCard } from '#client/features/records/sharing/request-sharing-card.tsx';
import { SharedRecordsCard } from '#client/features/records/sharing/shared-records-card.tsx';
import { RequestReviewPrompt } from '#client/features/reviews/components/request-review-prompt.tsx';
import { CloseRequestButton } from '#client/features/treatment-requests/components/close-request-button.tsx';
import { ExtendBidDeadlineButton } from '#client/features/treatment-requests/components/extend-bid-deadline-button.tsx';
import { RequestQueryFallback } from '#client/features/treatment-requests/components/request-query-fallback.tsx';
import { RequestDetails } from '#client/features/treatment-requests/components/request-details.tsx';
import { RequestStatusBadge } from '#client/features/treatment-requests/components/request-status-badge.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { useTreatmentRequest } from '#client/lib/use-treatment-request.ts';
import { RequestBidsViews } from '#client/app/pages/request-bids-views.tsx';
import { ApproximatePrice } from '#client/features/exchange-rates/components/approximate-price.tsx';

/**
 * Request detail (`/requests/{id}`, SPEC §2.7): the request, its bids with Accept / Reject for
 * the owner while it is open, Close for the owner, Extend of the bid deadline for the owner
 * (issue #15), and a patient owner's medical records with
 * "Attach records" and "Sharing with hospitals", and for a hospital that bid "Records shared
 * with you" (issue #14), and for the owner with two bids or more a side-by-side comparison
 * (issue #15). Back goes to /my-requests for patients
 * and /browse-requests for everyone else. A missing or hidden request reads "Request not found".
 */
export function RequestDetailPage({ id }: { id: string }) {
  const { user } = useCurrentUser();
  const request = useTreatmentRequest(id);
  // A hospital sees only its own bid: having one is what lets it see shared records (ADR 0041).
  const ownBids = useRequestBids(id, { enabled: user?.role === 'hospital' });
  const hasOwnBid = (ownBids.data?.pages[0]?.items.length ?? 0) > 0;
  const t = useT();
  const back =
    user?.role === 'patient'
      ? { href: paths.myRequests, label: t('Back to My Requests') }
      : { href: paths.browseRequests, label: t('Back to Browse') };

  if (request.isPending || request.isError) {
    return (
      <RequestQueryFallback
        request={request}
        back={back}
        notFoundDescription={t(
          'This treatment request does not exist, or you do not have access to it.',
        )}
      />
    );
  }

  const data = request.data;
  const isOwner = user !== null && data.patientId === user.id;

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <BackLink {...back} />
        <PageHeader
          className="pb-0"
          title={<span className="break-words">{data.procedureType}</span>}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <RequestStatusBadge status={data.status} />
              <span>{t('Created {date}', { date: formatDate(data.createdAt) })}</span>
            </span>
          }
          actions={
            canCloseTreatmentRequest({ isOwner, status: data.status }) && (
              <CloseRequestButton request={data} />
            )
          }
        />
      </div>
      <RequestReviewPrompt request={data} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('Request details')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <RequestDetails
            request={data}
            deadlineAction={
              isOwner &&
              data.status === 'open' &&
              data.bidDeadline !== null && (
                <ExtendBidDeadlineButton request={{ ...data, bidDeadline: data.bidDeadline }} />
              )
            }
          />
        </CardContent>
      </Card>
      {isOwner && user.role === 'patient' && (
        <>
          <RequestRecordsCard treatmentRequestId={data.id} />
          <RequestSharingCard treatmentRequestId={data.id} />
        </>
      )}
      {user?.role === 'hospital' && hasOwnBid && <SharedRecordsCard treatmentRequestId={data.id} />}
      <RequestBidsViews
        request={data}
        user={user}
        renderPayment={(bid, isRequestOwner) => (
          <>
            <BidPaymentPanel bid={bid} user={user} isRequestOwner={isRequestOwner} />
            {bid.status === 'accepted' && (
              <>
                <BidPayoutPanel bidId={bid.id} />
                <BidDisputePanel bidId={bid.id} />
              </>
            )}
          </>
        )}
        renderApproximate={(usd) => <ApproximatePrice usd={usd} />}
      />
    </div>
  );
}
