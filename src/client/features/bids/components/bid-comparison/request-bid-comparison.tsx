import type { ReactNode } from 'react';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { BidComparison } from './bid-comparison.tsx';
import {
  isComparableBid,
  toComparableQuote,
  type HospitalRatingSummary,
} from './comparable-quote.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The state of the hospitals' ratings, loaded by the page (another feature's call). */
export interface RatingsState {
  data?: ReadonlyMap<string, HospitalRatingSummary>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * "Compare bids" on the request page (issue #15): every loaded bid of `request` still on offer
 * (not withdrawn) side by side with its hospital's verified rating from `ratings`, marked
 * against the request's maximum budget; loading, error and "Load more" as the bid cards have
 * them, and a line saying how many withdrawn bids were left out.
 */
export function RequestBidComparison({
  request,
  ratings,
  renderApproximate,
}: {
  request: TreatmentRequest;
  ratings: RatingsState;
  renderApproximate?: (amountUsd: number) => ReactNode;
}) {
  const bids = useRequestBids(request.id);
  const t = useT();

  if (bids.isPending || ratings.isPending)
    return <CardListSkeleton count={1} label={t('Loading the comparison')} />;
  if (bids.isError || ratings.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the comparison")}
        error={bids.isError ? bids.error : ratings.error}
        onRetry={() => void (bids.isError ? bids.refetch() : ratings.refetch())}
      />
    );
  }
  const loaded = bids.data.pages.flatMap((page) => page.items);
  const quotes = loaded
    .filter(isComparableBid)
    .map((bid) => toComparableQuote(bid, ratings.data?.get(bid.hospitalId)));
  const withdrawn = loaded.length - quotes.length;
  return (
    <div className="grid gap-4">
      {withdrawn > 0 && (
        <p className="text-sm text-muted-foreground">
          {withdrawn === 1
            ? t('1 withdrawn bid is not compared.')
            : t('{count} withdrawn bids are not compared.', { count: withdrawn })}
        </p>
      )}
      <BidComparison
        quotes={quotes}
        budgetMaxUsd={request.budgetMax}
        renderApproximate={renderApproximate}
      />
      <LoadMoreButton
        hasNextPage={bids.hasNextPage}
        isFetchingNextPage={bids.isFetchingNextPage}
        fetchNextPage={bids.fetchNextPage}
      />
    </div>
  );
}
