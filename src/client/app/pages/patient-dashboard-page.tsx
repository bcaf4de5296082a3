import {
  CircleCheck,
  FilePlus,
  FileText,
  Gavel,
  Inbox,
  ListChecks,
  MessageSquare,
} from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { RecentCardList } from '#client/components/query-card-list.tsx';
import { myPaymentsPath } from '#client/features/payments/api/use-payment-lists.ts';
import { RecentPaymentsSection } from '#client/features/payments/components/recent-payments-section.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useRecentPatientBids } from '#client/features/bids/api/use-patient-bids.ts';
import { PatientBidCard } from '#client/features/bids/components/patient-bid-card.tsx';
import { usePatientSummary } from '#client/features/dashboards/api/use-patient-summary.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { FeedbackPrompt } from '#client/features/dashboards/components/feedback-prompt.tsx';
import type { QuickAction } from '#client/features/dashboards/components/quick-actions.tsx';
import { RoleDashboardLayout } from '#client/features/dashboards/components/role-dashboard-layout.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { FeedbackReviewAction } from '#client/features/reviews/components/feedback-review-action.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { useRecentTreatmentRequests } from '#client/features/treatment-requests/api/use-my-treatment-requests.ts';
import { ViewRequestButton } from '#client/features/treatment-requests/components/request-card-actions.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    href: paths.createRequest,
    label: msg('Create Treatment Request'),
    description: msg('Describe the treatment you need and get bids'),
    icon: FilePlus,
  },
  {
    href: paths.myRequests,
    label: msg('View My Requests'),
    description: msg('Follow your requests and compare bids'),
    icon: FileText,
  },
  {
    href: paths.messages,
    label: msg('Messages'),
    description: msg('Chat with the hospitals that bid'),
    icon: MessageSquare,
  },
];

/**
 * The patient's `/` (SPEC §2.5): greeting, counts, the feedback prompt once a bid is accepted,
 * quick actions and the 3 most recent requests and bids.
 */
export function PatientDashboardPage() {
  const { user } = useCurrentUser();
  const summary = usePatientSummary();
  const counts = summary.data;
  const requests = useRecentTreatmentRequests();
  const bids = useRecentPatientBids();
  const t = useT();

  return (
    <RoleDashboardLayout
      title={t('Welcome back, {name}!', { name: greetingName(user, t('Patient')) })}
      description={t('Track your treatment requests and compare bids from verified hospitals.')}
      notice={
        counts &&
        counts.acceptedBids >= 1 && <FeedbackPrompt reviewAction={<FeedbackReviewAction />} />
      }
      summary={summary}
      stats={
        <StatGrid columns={3}>
          <StatCard label={t('Total Requests')} value={counts?.totalRequests} icon={FileText} />
          <StatCard label={t('Active Bids')} value={counts?.activeBids} icon={ListChecks} />
          <StatCard label={t('Accepted')} value={counts?.acceptedBids} icon={CircleCheck} />
        </StatGrid>
      }
      quickActions={QUICK_ACTIONS}
    >
      <DashboardSection
        id="recent-requests"
        title={t('Recent Requests')}
        viewAll={{ href: paths.myRequests, label: t('View all') }}
      >
        <RecentCardList
          query={requests}
          loadingLabel={t('Loading your recent requests')}
          errorTitle={t("Couldn't load your requests")}
          empty={
            <EmptyState
              icon={Inbox}
              title={t('No requests yet')}
              description={t(
                'Create a treatment request and verified hospitals will send you priced bids.',
              )}
              action={
                <Button asChild>
                  <Link href={paths.createRequest}>
                    <FilePlus aria-hidden="true" />
                    {t('Create Treatment Request')}
                  </Link>
                </Button>
              }
            />
          }
          renderItem={(request) => (
            <TreatmentRequestCard
              request={request}
              facts={['location', 'budget']}
              actions={<ViewRequestButton request={request} />}
            />
          )}
        />
      </DashboardSection>
      <DashboardSection id="recent-bids" title={t('Recent Bids')}>
        <RecentCardList
          query={bids}
          loadingLabel={t('Loading your recent bids')}
          errorTitle={t("Couldn't load your bids")}
          empty={
            <EmptyState
              icon={Gavel}
              title={t('No bids yet')}
              description={t('Hospitals usually send bids within 24–48 hours of a new request.')}
            />
          }
          renderItem={(bid) => <PatientBidCard bid={bid} />}
        />
      </DashboardSection>
      <RecentPaymentsSection
        path={myPaymentsPath}
        title={t('Payments')}
        amountLabel={t('Total')}
        amountOf={(payment) => payment.totalAmount}
      />
    </RoleDashboardLayout>
  );
}
