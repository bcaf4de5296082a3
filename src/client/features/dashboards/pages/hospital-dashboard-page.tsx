import { Gavel, Inbox, Search, Send, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useCurrentUser } from '#client/features/auth/api/use-current-user.ts';
import { useRecentMyBids } from '#client/features/bids/api/use-my-bids.ts';
import { MyBidCard } from '#client/features/bids/components/my-bid-card.tsx';
import { VerificationPendingNotice } from '#client/features/bids/components/verification-pending-notice.tsx';
import { isAwaitingVerification } from '#client/features/bids/lib/can-current-user-bid.ts';
import { useHospitalSummary } from '#client/features/dashboards/api/use-hospital-summary.ts';
import { DashboardSection } from '#client/features/dashboards/components/dashboard-section.tsx';
import {
  QuickActions,
  type QuickAction,
} from '#client/features/dashboards/components/quick-actions.tsx';
import { StatCard, StatGrid } from '#client/features/dashboards/components/stat-card.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { useRecentAvailableTreatmentRequests } from '#client/features/treatment-requests/api/use-available-treatment-requests.ts';
import { CardListSkeleton } from '#client/features/treatment-requests/components/card-list-skeleton.tsx';
import { QueryErrorState } from '#client/features/treatment-requests/components/query-error-state.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    href: paths.browseRequests,
    label: 'Browse Requests',
    description: 'Find open treatment requests to bid on',
    icon: Search,
  },
  {
    href: paths.myBids,
    label: 'View My Bids',
    description: 'Follow the status of the bids you sent',
    icon: Gavel,
  },
];

function AvailableRequests() {
  const requests = useRecentAvailableTreatmentRequests();
  if (requests.isPending) return <CardListSkeleton label="Loading available requests" />;
  if (requests.isError) {
    return (
      <QueryErrorState
        title="Couldn't load available requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No available requests"
        description="New treatment requests from patients will appear here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {requests.data.map((request) => (
        <TreatmentRequestCard
          key={request.id}
          request={request}
          facts={['budget', 'startDate']}
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
      ))}
    </div>
  );
}

function RecentBids() {
  const bids = useRecentMyBids();
  if (bids.isPending) return <CardListSkeleton label="Loading your recent bids" />;
  if (bids.isError) {
    return (
      <QueryErrorState
        title="Couldn't load your bids"
        error={bids.error}
        onRetry={() => void bids.refetch()}
      />
    );
  }
  if (bids.data.length === 0) {
    return (
      <EmptyState
        icon={Gavel}
        title="No bids submitted"
        description="Browse open requests and send your first priced bid."
        action={
          <Button asChild variant="outline">
            <Link href={paths.browseRequests}>Browse Requests</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      {bids.data.map((bid) => (
        <MyBidCard key={bid.id} bid={bid} isCompact />
      ))}
    </div>
  );
}

/**
 * The hospital's `/` (SPEC §2.5): greeting, a verification banner while an admin has not
 * verified the account, counts, quick actions, 3 open requests and 3 recent bids.
 */
export function HospitalDashboardPage() {
  const { user } = useCurrentUser();
  const summary = useHospitalSummary();
  const counts = summary.data;

  return (
    <div className="grid gap-8">
      <PageHeader
        className="pb-0"
        title={`Welcome back, ${greetingName(user, 'Hospital')}!`}
        description="Find patients who need your expertise and follow your bids."
      />

      {isAwaitingVerification(user) && <VerificationPendingNotice />}

      <section aria-label="Summary">
        {summary.isError ? (
          <QueryErrorState
            title="Couldn't load your summary"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <StatGrid columns={3}>
            <StatCard label="Available Requests" value={counts?.availableRequests} icon={Inbox} />
            <StatCard label="My Bids" value={counts?.myBids} icon={Gavel} />
            <StatCard label="Bids Won" value={counts?.bidsWon} icon={Trophy} />
          </StatGrid>
        )}
      </section>

      <DashboardSection id="quick-actions" title="Quick Actions">
        <QuickActions actions={QUICK_ACTIONS} />
      </DashboardSection>

      <div className="grid gap-8 lg:grid-cols-2">
        <DashboardSection
          id="available-requests"
          title="Available Requests"
          viewAll={{ href: paths.browseRequests, label: 'Browse all' }}
        >
          <AvailableRequests />
        </DashboardSection>
        <DashboardSection
          id="recent-bids"
          title="Recent Bids"
          viewAll={{ href: paths.myBids, label: 'View all' }}
        >
          <RecentBids />
        </DashboardSection>
      </div>
    </div>
  );
}
