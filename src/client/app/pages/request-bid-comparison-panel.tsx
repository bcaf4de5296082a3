import type { ReactNode } from 'react';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { isComparableBid } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';
import { RequestBidComparison } from '#client/features/bids/components/bid-comparison/request-bid-comparison.tsx';
import { useHospitalTrust } from './use-hospital-trust.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The Compare tab's content (issue #15): the bids feature's comparison with each bidding
 * hospital's verified rating (reviews feature) and accreditation badges (issue #17). Loaded only when the tab opens.
 */
export function RequestBidComparisonPanel({
  request,
  bids,
  renderApproximate,
}: {
  request: TreatmentRequest;
  bids: readonly Bid[];
  renderApproximate?: (amountUsd: number) => ReactNode;
}) {
  const comparable = bids.filter(isComparableBid);
  const ratings = useHospitalTrust(comparable.map((bid) => bid.hospitalId));
  const t = useT();
  return (
    <section aria-labelledby="compare-bids-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="compare-bids-heading" className="text-xl font-semibold tracking-tight">
          {t('Compare bids ({count})', { count: comparable.length })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('To accept or reject a bid, switch to Cards.')}
        </p>
      </div>
      <RequestBidComparison
        request={request}
        ratings={ratings}
        renderApproximate={renderApproximate}
      />
    </section>
  );
}
