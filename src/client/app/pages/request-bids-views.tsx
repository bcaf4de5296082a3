import { Columns3, LayoutList } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useRequestBids } from '#client/features/bids/api/use-request-bids.ts';
import { RequestBidComparison } from '#client/features/bids/components/bid-comparison/request-bid-comparison.tsx';
import { RequestBidsSection } from '#client/features/bids/components/request-bids-section.tsx';
import { useHospitalRatings } from '#client/features/reviews/api/use-hospital-ratings.ts';

/** The comparison needs at least this many bids to compare. */
const MIN_BIDS_TO_COMPARE = 2;

type BidsView = 'cards' | 'compare';

/**
 * The request page's bids (SPEC §2.7, issue #15): the bid cards, and for the patient who owns
 * the request and has at least two bids, a Cards | Compare switch to the side-by-side
 * comparison with each hospital's verified rating (reviews feature). Hospitals and admins see
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
  const isOwnerPatient = user?.role === 'patient' && request.patientId === user.id;
  const bids = useRequestBids(request.id, { enabled: isOwnerPatient });
  const items = bids.data?.pages.flatMap((page) => page.items) ?? [];
  const ratings = useHospitalRatings(view === 'compare' ? items.map((bid) => bid.hospitalId) : []);

  const cards = <RequestBidsSection request={request} user={user} renderPayment={renderPayment} />;
  if (!isOwnerPatient || items.length < MIN_BIDS_TO_COMPARE) return cards;

  return (
    <Tabs
      value={view}
      onValueChange={(value) => setView(value === 'compare' ? 'compare' : 'cards')}
    >
      <TabsList aria-label="Show bids as">
        <TabsTrigger value="cards">
          <LayoutList aria-hidden="true" />
          Cards
        </TabsTrigger>
        <TabsTrigger value="compare">
          <Columns3 aria-hidden="true" />
          Compare
        </TabsTrigger>
      </TabsList>
      <TabsContent value="cards">{cards}</TabsContent>
      <TabsContent value="compare">
        <section aria-labelledby="compare-bids-heading" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="compare-bids-heading" className="text-xl font-semibold tracking-tight">
              Compare bids ({items.length})
            </h2>
            <p className="text-sm text-muted-foreground">
              To accept or reject a bid, switch to Cards.
            </p>
          </div>
          <RequestBidComparison
            request={request}
            ratings={ratings}
            renderApproximate={renderApproximate}
          />
        </section>
      </TabsContent>
    </Tabs>
  );
}
