import { FilePlus, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useMyTreatmentRequests } from '#client/features/treatment-requests/api/use-my-treatment-requests.ts';
import { CardListSkeleton } from '#client/features/treatment-requests/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/features/treatment-requests/components/load-more-button.tsx';
import { QueryErrorState } from '#client/features/treatment-requests/components/query-error-state.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

function CreateRequestButton() {
  return (
    <Button asChild>
      <Link href={paths.createRequest}>
        <FilePlus aria-hidden="true" />
        Create Request
      </Link>
    </Button>
  );
}

function RequestList() {
  const requests = useMyTreatmentRequests();
  if (requests.isPending) return <CardListSkeleton count={4} label="Loading your requests" />;
  if (requests.isError) {
    return (
      <QueryErrorState
        title="Couldn't load your requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const items = requests.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No requests yet"
        description="Create your first treatment request and verified hospitals will send you priced bids."
        action={<CreateRequestButton />}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((request) => (
          <li key={request.id} className="grid">
            <TreatmentRequestCard
              request={request}
              titleAs="h2"
              facts={['location', 'budget', 'createdAt']}
              actions={
                <Button asChild variant="outline" size="sm">
                  <Link href={paths.request(request.id)}>
                    View Details<span className="sr-only"> of {request.procedureType}</span>
                  </Link>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={requests.hasNextPage}
        isFetchingNextPage={requests.isFetchingNextPage}
        fetchNextPage={requests.fetchNextPage}
      />
    </div>
  );
}

/**
 * My Treatment Requests (SPEC §2.7): every request of the caller, newest first, with status,
 * description, location, budget, creation date and View Details; "Load more" follows the
 * server's pages.
 */
export function MyRequestsPage() {
  return (
    <div className="grid gap-2">
      <PageHeader
        title="My Treatment Requests"
        description="Follow your requests and compare the bids hospitals send you."
        actions={<CreateRequestButton />}
      />
      <RequestList />
    </div>
  );
}
