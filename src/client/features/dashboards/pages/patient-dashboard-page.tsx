import { CircleCheck, FilePlus, FileText, Gavel, Inbox, ListChecks } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useCurrentUser } from '#client/features/auth/api/use-current-user.ts';
import { useRecentPatientBids } from '#client/features/bids/api/use-patient-bids.ts';
import { PatientBidCard } from '#client/features/bids/components/patient-bid-card.tsx';
import { usePatientSummary } from '#client/features/dashboards/api/use-patient-summary.ts';
import { DashboardSection } from '#client/features/dashboards/components/dashboard-section.tsx';
import { FeedbackPrompt } from '#client/features/dashboards/components/feedback-prompt.tsx';
import {
  QuickActions,
  type QuickAction,
} from '#client/features/dashboards/components/quick-actions.tsx';
import { StatCard, StatGrid } from '#client/features/dashboards/components/stat-card.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { useRecentTreatmentRequests } from '#client/features/treatment-requests/api/use-my-treatment-requests.ts';
import { CardListSkeleton } from '#client/features/treatment-requests/components/card-list-skeleton.tsx';
import { QueryErrorState } from '#client/features/treatment-requests/components/query-error-state.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    href: paths.createRequest,
    label: 'Create Treatment Request',
    description: 'Describe the treatment you need and get bids',
    icon: FilePlus,
  },
  {
    href: paths.myRequests,
    label: 'View My Requests',
    description: 'Follow your requests and compare bids',
    icon: FileText,
  },
];

function RecentRequests() {
  const requests = useRecentTreatmentRequests();
  if (requests.isPending) return <CardListSkeleton label="Loading your recent requests" />;
  if (requests.isError) {
    return (
      <QueryErrorState
        title="Couldn't load your requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No requests yet"
        description="Create a treatment request and verified hospitals will send you priced bids."
        action={
          <Button asChild>
            <Link href={paths.createRequest}>
              <FilePlus aria-hidden="true" />
              Create Treatment Request
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      {requests.data.map((request) => (
        <TreatmentRequestCard
          key={request.id}
          request={request}
          facts={['location', 'budget']}
          actions={
            <Button asChild variant="outline" size="sm">
              <Link href={paths.request(request.id)}>
                View Details<span className="sr-only"> of {request.procedureType}</span>
              </Link>
            </Button>
          }
        />
      ))}
    </div>
  );
}

function RecentBids() {
  const bids = useRecentPatientBids();
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
        title="No bids yet"
        description="Hospitals usually send bids within 24–48 hours of a new request."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {bids.data.map((bid) => (
        <PatientBidCard key={bid.id} bid={bid} />
      ))}
    </div>
  );
}

/**
 * The patient's `/` (SPEC §2.5): greeting, counts, the feedback prompt once a bid is accepted,
 * quick actions and the 3 most recent requests and bids.
 */
export function PatientDashboardPage() {
  const { user } = useCurrentUser();
  const summary = usePatientSummary();
  const counts = summary.data;

  return (
    <div className="grid gap-8">
      <PageHeader
        className="pb-0"
        title={`Welcome back, ${greetingName(user, 'Patient')}!`}
        description="Track your treatment requests and compare bids from verified hospitals."
      />

      {counts && counts.acceptedBids >= 1 && <FeedbackPrompt />}

      <section aria-label="Summary">
        {summary.isError ? (
          <QueryErrorState
            title="Couldn't load your summary"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <StatGrid columns={3}>
            <StatCard label="Total Requests" value={counts?.totalRequests} icon={FileText} />
            <StatCard label="Active Bids" value={counts?.activeBids} icon={ListChecks} />
            <StatCard label="Accepted" value={counts?.acceptedBids} icon={CircleCheck} />
          </StatGrid>
        )}
      </section>

      <DashboardSection id="quick-actions" title="Quick Actions">
        <QuickActions actions={QUICK_ACTIONS} />
      </DashboardSection>

      <div className="grid gap-8 lg:grid-cols-2">
        <DashboardSection
          id="recent-requests"
          title="Recent Requests"
          viewAll={{ href: paths.myRequests, label: 'View all' }}
        >
          <RecentRequests />
        </DashboardSection>
        <DashboardSection id="recent-bids" title="Recent Bids">
          <RecentBids />
        </DashboardSection>
      </div>
    </div>
  );
}
