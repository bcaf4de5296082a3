import { Gavel, Search } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useMyBids } from '#client/features/bids/api/use-my-bids.ts';
import { MyBidCard } from '#client/features/bids/components/my-bid-card.tsx';
import { CardListSkeleton } from '#client/features/treatment-requests/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/features/treatment-requests/components/load-more-button.tsx';
import { QueryErrorState } from '#client/features/treatment-requests/components/query-error-state.tsx';

function BrowseButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link href={paths.browseRequests}>
        <Search aria-hidden="true" />
        Browse Requests
      </Link>
    </Button>
  );
}

function BidList() {
  const bids = useMyBids();
  if (bids.isPending) return <CardListSkeleton count={4} label="Loading your bids" />;
  if (bids.isError) {
    return (
      <QueryErrorState
        title="Couldn't load your bids"
        error={bids.error}
        onRetry={() => void bids.refetch()}
      />
    );
  }
  const items = bids.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Gavel}
        title="No bids submitted"
        description="Browse open treatment requests and send your first priced bid."
        action={<BrowseButton />}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((bid) => (
          <li key={bid.id} className="grid">
            <MyBidCard bid={bid} titleAs="h2" />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={bids.hasNextPage}
        isFetchingNextPage={bids.isFetchingNextPage}
        fetchNextPage={bids.fetchNextPage}
      />
    </div>
  );
}

/**
 * My Bids (SPEC §2.8): the hospital's bids, newest first, with the request's procedure, status,
 * treatment plan, price, duration and submission date; View Details opens the request.
 */
export function MyBidsPage() {
  return (
    <div className="grid gap-2">
      <PageHeader
        title="My Bids"
        description="Every bid you have sent and where it stands."
        actions={<BrowseButton variant="outline" />}
      />
      <BidList />
    </div>
  );
}
