import { Inbox, Send } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useCurrentUser } from '#client/features/auth/api/use-current-user.ts';
import { VerificationPendingNotice } from '#client/features/bids/components/verification-pending-notice.tsx';
import { isAwaitingVerification } from '#client/features/bids/lib/can-current-user-bid.ts';
import { useAvailableTreatmentRequests } from '#client/features/treatment-requests/api/use-available-treatment-requests.ts';
import { CardListSkeleton } from '#client/features/treatment-requests/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/features/treatment-requests/components/load-more-button.tsx';
import { QueryErrorState } from '#client/features/treatment-requests/components/query-error-state.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

function AvailableRequestList() {
  const requests = useAvailableTreatmentRequests();
  if (requests.isPending) return <CardListSkeleton count={4} label="Loading available requests" />;
  if (requests.isError) {
    return (
      <QueryErrorState
        title="Couldn't load available requests"
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
        title="No available requests"
        description="There are no open treatment requests right now. New ones appear here as patients post them."
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
              facts={['location', 'budget', 'startDate']}
              actions={
                <>
                  <Button asChild size="sm">
                    <Link href={paths.submitBid(request.id)}>
                      <Send aria-hidden="true" />
                      Submit Bid<span className="sr-only"> for {request.procedureType}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link href={paths.request(request.id)}>
                      View Details<span className="sr-only"> of {request.procedureType}</span>
                    </Link>
                  </Button>
                </>
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
 * Browse Treatment Requests (SPEC §2.8): open requests, newest first, each with Submit Bid and
 * View Details. Patients' identities are never shown (SECURITY §1).
 */
export function BrowseRequestsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-2">
      <PageHeader
        title="Browse Treatment Requests"
        description="Open requests from patients looking for treatment abroad."
      />
      {isAwaitingVerification(user) && <VerificationPendingNotice className="mb-4" />}
      <AvailableRequestList />
    </div>
  );
}
