import { Clock, Gavel, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicBid } from '#shared/bids/bids.schemas.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useRecentHospitalBids } from '#client/features/bids/api/use-hospital-bids.ts';
import { BidStatusBadge } from '#client/features/bids/components/bid-status-badge.tsx';
import { formatDate, formatUsd } from '#client/lib/format.ts';

function RecentBidRow({ bid }: { bid: PublicBid }) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">{bid.treatmentRequest.procedureType}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Estimated duration: </span>
            {bid.estimatedDuration}
          </span>
          <span>Submitted {formatDate(bid.createdAt)}</span>
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        {bid.price !== undefined && (
          <span className="font-semibold tabular-nums">
            <span className="sr-only">Price: </span>
            {formatUsd(bid.price)}
          </span>
        )}
        <BidStatusBadge status={bid.status} />
      </div>
    </li>
  );
}

/**
 * A hospital's 5 most recent bids on its public profile (SPEC §2.8), with prices only where the
 * server includes them (for the hospital, the patient concerned and admins) and a note when some
 * are hidden.
 */
export function HospitalRecentBids({ hospitalId }: { hospitalId: string }) {
  const bids = useRecentHospitalBids(hospitalId);
  let body: ReactNode;
  if (bids.isPending) {
    body = (
      <div role="status" aria-label="Loading recent bids" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} aria-hidden="true" className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (bids.isError) {
    body = (
      <QueryErrorState
        title="Couldn't load recent bids"
        error={bids.error}
        onRetry={() => void bids.refetch()}
      />
    );
  } else if (bids.data.length === 0) {
    body = (
      <EmptyState
        icon={Gavel}
        title="No bids yet"
        description="This hospital has not submitted any bids yet."
      />
    );
  } else {
    const hasHiddenPrices = bids.data.some((bid) => bid.price === undefined);
    body = (
      <>
        <ul className="divide-y">
          {bids.data.map((bid) => (
            <RecentBidRow key={bid.id} bid={bid} />
          ))}
        </ul>
        {hasHiddenPrices && (
          <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Bid prices are shown only to this hospital, the patient who made the request, and
            administrators.
          </p>
        )}
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Recent Bids</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
