import { Clock, Pencil, Undo2, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { canReviseBid } from '#shared/bids/bids.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { TreatmentRequestStatusSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useWithdrawBid } from '#client/features/bids/api/use-withdraw-bid.ts';
import { BidRevisionNote } from '#client/features/bids/components/bid-quote-details.tsx';
import { succeeded } from '#client/lib/query-client.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { BidStatusBadge } from '#client/features/bids/components/bid-status-badge.tsx';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import { MessageLinkButton } from '#client/components/message-link-button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * One of the hospital's own bids (My Bids and the hospital dashboard, SPEC §2.5, §2.8): the
 * request's procedure, status, the treatment plan (unless `isCompact`), the hospital's price,
 * duration, submission date, View Details and (unless `isCompact`) Message patient. A pending
 * bid on an open request also offers Edit (the pre-filled form on the Submit Bid page) and
 * Withdraw behind a confirmation (issue #15).
 */
export function MyBidCard({
  bid,
  isCompact = false,
  titleAs: Title = 'h3',
}: {
  bid: Bid;
  isCompact?: boolean;
  titleAs?: 'h2' | 'h3';
}) {
  const procedure = bid.treatmentRequest.procedureType;
  const withdrawBid = useWithdrawBid();
  const t = useT();
  const onProcedure = { procedure };
  const requestStatus = TreatmentRequestStatusSchema.safeParse(bid.treatmentRequest.status);
  const canRevise =
    !isCompact &&
    requestStatus.success &&
    canReviseBid({ isBidder: true, requestStatus: requestStatus.data, bidStatus: bid.status });

  const withdraw = async () => {
    if (await succeeded(withdrawBid.mutateAsync(bid.id))) toast({ title: t('Bid withdrawn') });
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitleRow badge={<BidStatusBadge status={bid.status} />}>
          <CardTitle className="text-base sm:text-lg">
            <Title className="break-words">{procedure}</Title>
          </CardTitle>
        </CardTitleRow>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!isCompact && (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground">
            {bid.description}
          </p>
        )}
        <FactList>
          <Fact icon={Wallet} label={t('Your price')} isLabelVisible>
            <span className="font-semibold tabular-nums">{formatUsd(bid.price)}</span>
          </Fact>
          <Fact icon={Clock} label={t('Estimated duration')}>
            {bid.estimatedDuration}
          </Fact>
        </FactList>
        {!isCompact && <BidRevisionNote bid={bid} />}
        {!isCompact && (
          <p className="text-xs text-muted-foreground">
            {t('Submitted {date}', { date: formatDate(bid.createdAt) })}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={paths.request(bid.treatmentRequestId)}>
            {t('View Details')}
            <span className="sr-only"> {t('of your bid on {procedure}', onProcedure)}</span>
          </Link>
        </Button>
        {canRevise && (
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.submitBid(bid.treatmentRequestId)}>
                <Pencil aria-hidden="true" />
                {t('Edit')}
                <span className="sr-only"> {t('your bid on {procedure}', onProcedure)}</span>
              </Link>
            </Button>
            <ConfirmButton
              buttonProps={{ variant: 'outline', size: 'sm', disabled: withdrawBid.isPending }}
              title={t('Withdraw this bid?')}
              description={t(
                'The patient will see that you withdrew your bid on {procedure} and can no longer accept it. You can send a new bid while the request takes bids.',
                onProcedure,
              )}
              cancelLabel={t('Keep Bid')}
              confirmLabel={t('Withdraw Bid')}
              confirmVariant="destructive"
              onConfirm={withdraw}
            >
              <Undo2 aria-hidden="true" />
              {t('Withdraw')}
              <span className="sr-only"> {t('your bid on {procedure}', onProcedure)}</span>
            </ConfirmButton>
          </>
        )}
        {!isCompact && (
          <MessageLinkButton
            href={paths.conversation(bid.treatmentRequestId)}
            label={t('Message patient')}
            srSuffix={t('about {procedure}', onProcedure)}
            size="sm"
          />
        )}
      </CardFooter>
    </Card>
  );
}
