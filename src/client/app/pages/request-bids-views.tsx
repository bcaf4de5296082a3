import { Columns3, LayoutList } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { isComparableBid } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';
import { RequestBidsSection } from '#client/features/bids/components/request-bids-section.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { HospitalTrust } from './hospital-trust.tsx';
import { useHospitalTrust } from './use-hospital-trust.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The comparison needs at least this many bids still on offer to compare. */
const MIN_BIDS_TO_COMPARE = 2;

type BidsView = 'cards' | 'compare';

// Only an owner with two bids who opens the tab needs the comparison's code.
const RequestBidComparisonPanel = lazyPage(
  () => import('#client/app/pages/request-bid-comparison-panel.tsx'),
  'RequestBidComparisonPanel',
);

/**
 * The request page's bids (SPEC §2.7, issue #15): the bid cards, and for the patient who owns
 * the request and has at least two bids still on offer, a Cards | Compare switch to the
 * side-by-side comparison (loaded when opened). Cards and comparison show each hospital's
 * verified rating and accreditation badges (issue #17). Hospitals and admins see
 * the cards only. `renderApproximate` shows a USD amount in the patient's currency.
 */
export function RequestBidsViews({
  request,
  user,
  renderPayment,
  renderApproximate,
}: {
  request: TreatmentRequest;
  user: CurrentUser | null;
  renderPayment: (bid: Bid, isRequestOwner: boolean) => ReactNode;
  renderApproximate?: (amountUsd: number) => ReactNode;
}) {
  const [view, setView] = useState<BidsView>('cards');
  const t = useT();
  const isOwnerPatient = user?.role === 'patient' && request.patientId === user.id;
  // The same cached list the cards read: its hospitals' ratings and badges show on the cards.
  const bids = useRequestBids(request.id);
  const items = bids.data?.pages.flatMap((page) => page.items) ?? [];
  const trust = useHospitalTrust(items.map((bid) => bid.hospitalId));

  const cards = (
    <RequestBidsSection
      request={request}
      user={user}
      renderPayment={renderPayment}
      renderApproximate={renderApproximate}
      renderHospitalTrust={(hospitalId) => <HospitalTrust summary={trust.data?.get(hospitalId)} />}
    />
  );
  if (!isOwnerPatient || items.filter(isComparableBid).length < MIN_BIDS_TO_COMPARE) return cards;

  return (
    <Tabs
      value={view}
      onValueChange={(value) => setView(value === 'compare' ? 'compare' : 'cards')}
    >
      <TabsList aria-label={t('Show bids as')}>
        <TabsTrigger value="cards">
          <LayoutList aria-hidden="true" />
          {t('Cards')}
        </TabsTrigger>
        <TabsTrigger value="compare">
          <Columns3 aria-hidden="true" />
          {t('Compare')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="cards">{cards}</TabsContent>
      <TabsContent value="compare">
        <Suspense fallback={<CardListSkeleton count={1} label={t('Loading the comparison')} />}>
          <RequestBidComparisonPanel
            request={request}
            bids={items}
            renderApproximate={renderApproximate}
          />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
