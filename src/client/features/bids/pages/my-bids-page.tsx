import { Gavel, Search } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PagedCardList } from '#client/components/query-card-list.tsx';
import { useMyBids } from '#client/features/bids/api/use-my-bids.ts';
import { MyBidCard } from '#client/features/bids/components/my-bid-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

function BrowseButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  const t = useT();
  return (
    <Button asChild variant={variant}>
      <Link href={paths.browseRequests}>
        <Search aria-hidden="true" />
        {t('Browse Requests')}
      </Link>
    </Button>
  );
}

/**
 * My Bids (SPEC §2.8): the hospital's bids, newest first, with the request's procedure, status,
 * treatment plan, price, duration and submission date; View Details opens the request.
 */
export function MyBidsPage() {
  const bids = useMyBids();
  const t = useT();
  return (
    <div className="grid gap-2">
      <PageHeader
        title={t('My Bids')}
        description={t('Every bid you have sent and where it stands.')}
        actions={<BrowseButton variant="outline" />}
      />
      <PagedCardList
        query={bids}
        loadingLabel={t('Loading your bids')}
        errorTitle={t("Couldn't load your bids")}
        empty={
          <EmptyState
            icon={Gavel}
            title={t('No bids submitted')}
            description={t('Browse open treatment requests and send your first priced bid.')}
            action={<BrowseButton />}
          />
        }
        renderItem={(bid) => <MyBidCard bid={bid} titleAs="h2" />}
      />
    </div>
  );
}
