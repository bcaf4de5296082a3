import { Check, Gavel, Send, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { canDecideBid, isQuoteExpired } from '#shared/bids/bids.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { MessageLinkButton } from '#client/components/message-link-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAcceptBid } from '#client/features/bids/api/use-accept-bid.ts';
import { useRejectBid } from '#client/features/bids/api/use-reject-bid.ts';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { RequestBidCard } from '#client/features/bids/components/request-bid-card.tsx';
import { bidHospitalName } from '#client/features/bids/lib/hospital-name.ts';
import { formatUsd } from '#client/lib/format.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Accept and Reject of one bid, each behind a confirmation: accepting rejects the other bids,
 * and neither decision can be undone. An expired quote offers Reject only.
 */
function DecideBidButtons({
  bid,
  isDeciding,
  onAccept,
  onReject,
}: {
  bid: Bid;
  isDeciding: boolean;
  onAccept: () => Promise<void>;
  onReject: () => Promise<void>;
}) {
  const hospital = bidHospitalName(bid.hospital);
  // An expired quote can still be declined, but not accepted (issue #15).
  const canAccept = !isQuoteExpired(bid.validUntil);
  const t = useT();
  const offer = { hospital, price: formatUsd(bid.totalPrice) };
  return (
    <>
      {canAccept && (
        <ConfirmButton
          buttonProps={{ disabled: isDeciding }}
          title={t('Accept this bid?')}
          description={t(
            "You are accepting {hospital}'s bid of {price}. All other pending bids on this request will be rejected and it will stop taking new bids. This cannot be undone.",
            offer,
          )}
          confirmLabel={t('Accept Bid')}
          onConfirm={onAccept}
        >
          <Check aria-hidden="true" />
          {t('Accept')}
          <span className="sr-only"> {t('bid from {hospital}', { hospital })}</span>
        </ConfirmButton>
      )}
      <ConfirmButton
        buttonProps={{ variant: 'outline', disabled: isDeciding }}
        title={t('Reject this bid?')}
        description={t(
          "You are rejecting {hospital}'s bid of {price}. The hospital will see that you declined it. This cannot be undone.",
          offer,
        )}
        cancelLabel={t('Keep Bid')}
        confirmLabel={t('Reject Bid')}
        confirmVariant="destructive"
        onConfirm={onReject}
      >
        <X aria-hidden="true" />
        {t('Reject')}
        <span className="sr-only"> {t('bid from {hospital}', { hospital })}</span>
      </ConfirmButton>
    </>
  );
}

/**
 * Opens the chat about a bid (SPEC §2.9): the request's owner messages the bidding hospital
 * (`?hospitalId=`), the bidder messages the patient.
 */
function BidMessageLink({ bid, isOwner }: { bid: Bid; isOwner: boolean }) {
  const t = useT();
  return isOwner ? (
    <MessageLinkButton
      href={paths.conversation(bid.treatmentRequestId, { hospitalId: bid.hospitalId })}
      label={t('Message hospital')}
      srSuffix={bidHospitalName(bid.hospital)}
    />
  ) : (
    <MessageLinkButton
      href={paths.conversation(bid.treatmentRequestId)}
      label={t('Message patient')}
    />
  );
}

/**
 * The bids on a request (SPEC §2.7): all of them for the owner and admins, only its own for a
 * hospital. Accept and Reject show only where `canDecideBid` allows; the owner can message each
 * bidder and a bidder the patient. An accepted bid also shows `renderPayment(bid, isOwner)`, the
 * payments feature's panel given by the page; `renderApproximate`, the exchange-rates feature's
 * amount in the viewer's currency.
 */
export function RequestBidsSection({
  request,
  user,
  renderPayment,
  renderApproximate,
  renderHospitalTrust,
}: {
  request: TreatmentRequest;
  user: CurrentUser | null;
  renderPayment: (bid: Bid, isRequestOwner: boolean) => ReactNode;
  renderApproximate?: (amountUsd: number) => ReactNode;
  /** Beside each bid's hospital: its rating and accreditation badges (issue #17). */
  renderHospitalTrust?: (hospitalId: string) => ReactNode;
}) {
  const bids = useRequestBids(request.id);
  const acceptBid = useAcceptBid();
  const rejectBid = useRejectBid();
  const isOwner = user !== null && request.patientId === user.id;
  const seesAllBids = isOwner || user?.role === 'admin';
  const isDeciding = acceptBid.isPending || rejectBid.isPending;
  const t = useT();

  const accept = async (bid: Bid) => {
    if (await succeeded(acceptBid.mutateAsync(bid.id))) {
      toast({
        title: t('Bid accepted successfully'),
        description: t('The hospital will be in touch about next steps.'),
      });
    }
  };

  const reject = async (bid: Bid) => {
    if (await succeeded(rejectBid.mutateAsync(bid.id))) toast({ title: t('Bid rejected') });
  };

  const items = bids.data?.pages.flatMap((page) => page.items) ?? [];
  const count = request.bidCount ?? items.length;
  const heading = seesAllBids ? t('Bids ({count})', { count }) : t('Your Bid');

  let body: ReactNode;
  if (bids.isPending) {
    body = <CardListSkeleton count={2} label={t('Loading bids')} />;
  } else if (bids.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load the bids")}
        error={bids.error}
        onRetry={() => void bids.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = seesAllBids ? (
      <EmptyState
        icon={Gavel}
        title={t('No bids yet')}
        description={
          request.status === 'open'
            ? t('Hospitals usually send bids within 24–48 hours of a new request.')
            : t('This request received no bids.')
        }
      />
    ) : (
      <EmptyState
        icon={Gavel}
        title={t('You have not bid on this request')}
        description={
          request.status === 'open'
            ? t('Send the patient a priced treatment plan.')
            : t('This request no longer accepts bids.')
        }
        action={
          request.status === 'open' && (
            <Button asChild>
              <Link href={paths.submitBid(request.id)}>
                <Send aria-hidden="true" />
                {t('Submit Bid')}
              </Link>
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        {items.map((bid) => {
          const canDecide = canDecideBid({
            isRequestOwner: isOwner,
            requestStatus: request.status,
            bidStatus: bid.status,
          });
          const canMessage = isOwner || (user !== null && bid.hospitalId === user.id);
          const showsPayment = bid.status === 'accepted';
          return (
            <RequestBidCard
              key={bid.id}
              bid={bid}
              renderApproximate={renderApproximate}
              hospitalTrust={renderHospitalTrust?.(bid.hospitalId)}
              actions={
                (canDecide || canMessage || showsPayment) && (
                  <>
                    {showsPayment && renderPayment(bid, isOwner)}
                    {canDecide && (
                      <DecideBidButtons
                        bid={bid}
                        isDeciding={isDeciding}
                        onAccept={() => accept(bid)}
                        onReject={() => reject(bid)}
                      />
                    )}
                    {canMessage && <BidMessageLink bid={bid} isOwner={isOwner} />}
                  </>
                )
              }
            />
          );
        })}
        <LoadMoreButton
          hasNextPage={bids.hasNextPage}
          isFetchingNextPage={bids.isFetchingNextPage}
          fetchNextPage={bids.fetchNextPage}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="bids-heading" className="grid gap-4">
      <h2 id="bids-heading" className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      {body}
    </section>
  );
}
