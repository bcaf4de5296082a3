import { BadgeCheck, Gavel, Inbox, MessageSquare, Search, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { RecentCardList } from '#client/components/query-card-list.tsx';
import { hospitalPaymentsPath } from '#client/features/payments/api/use-payment-lists.ts';
import { RecentPaymentsSection } from '#client/features/payments/components/recent-payments-section.tsx';
import { HospitalPayoutsSection } from '#client/features/payments/components/hospital-payouts-section.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useRecentMyBids } from '#client/features/bids/api/use-my-bids.ts';
import { MyBidCard } from '#client/features/bids/components/my-bid-card.tsx';
import {
  isAwaitingVerification,
  VerificationPendingNotice,
} from '#client/components/verification-pending-notice.tsx';
import { useHospitalSummary } from '#client/features/dashboards/api/use-hospital-summary.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import type { QuickAction } from '#client/features/dashboards/components/quick-actions.tsx';
import { RoleDashboardLayout } from '#client/features/dashboards/components/role-dashboard-layout.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { useRecentAvailableTreatmentRequests } from '#client/features/treatment-requests/api/use-available-treatment-requests.ts';
import { AvailableRequestActions } from '#client/features/treatment-requests/components/request-card-actions.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    href: paths.hospitalProfileEditor,
    label: msg('Hospital profile'),
    description: msg('Accreditations, doctors and photos, verified by CareAbroad'),
    icon: BadgeCheck,
  },
  {
    href: paths.browseRequests,
    label: msg('Browse Requests'),
    description: msg('Find open treatment requests to bid on'),
    icon: Search,
  },
  {
    href: paths.myBids,
    label: msg('View My Bids'),
    description: msg('Follow the status of the bids you sent'),
    icon: Gavel,
  },
  {
    href: paths.messages,
    label: msg('Messages'),
    description: msg('Chat with patients about your bids'),
    icon: MessageSquare,
  },
];

/**
 * The hospital's `/` (SPEC §2.5): greeting, a verification banner while an admin has not
 * verified the account, counts, quick actions, 3 open requests and 3 recent bids.
 */
export function HospitalDashboardPage() {
  const { user } = useCurrentUser();
  const summary = useHospitalSummary();
  const counts = summary.data;
  const requests = useRecentAvailableTreatmentRequests();
  const bids = useRecentMyBids();
  const t = useT();

  return (
    <RoleDashboardLayout
      title={t('Welcome back, {name}!', { name: greetingName(user, t('Hospital')) })}
      description={t('Find patients who need your expertise and follow your bids.')}
      notice={isAwaitingVerification(user) && <VerificationPendingNotice />}
      summary={summary}
      stats={
        <StatGrid columns={3}>
          <StatCard
            label={t('Available Requests')}
            value={counts?.availableRequests}
            icon={Inbox}
          />
          <StatCard label={t('My Bids')} value={counts?.myBids} icon={Gavel} />
          <StatCard label={t('Bids Won')} value={counts?.bidsWon} icon={Trophy} />
        </StatGrid>
      }
      quickActions={QUICK_ACTIONS}
    >
      <DashboardSection
        id="available-requests"
        title={t('Available Requests')}
        viewAll={{ href: paths.browseRequests, label: t('Browse all') }}
      >
        <RecentCardList
          query={requests}
          loadingLabel={t('Loading available requests')}
          errorTitle={t("Couldn't load available requests")}
          empty={
            <EmptyState
              icon={Inbox}
              title={t('No available requests')}
              description={t('New treatment requests from patients will appear here.')}
            />
          }
          renderItem={(request) => (
            <TreatmentRequestCard
              request={request}
              facts={['budget', 'startDate', 'bidDeadline']}
              actions={<AvailableRequestActions request={request} />}
            />
          )}
        />
      </DashboardSection>
      <DashboardSection
        id="recent-bids"
        title={t('Recent Bids')}
        viewAll={{ href: paths.myBids, label: t('View all') }}
      >
        <RecentCardList
          query={bids}
          loadingLabel={t('Loading your recent bids')}
          errorTitle={t("Couldn't load your bids")}
          empty={
            <EmptyState
              icon={Gavel}
              title={t('No bids submitted')}
              description={t('Browse open requests and send your first priced bid.')}
              action={
                <Button asChild variant="outline">
                  <Link href={paths.browseRequests}>{t('Browse Requests')}</Link>
                </Button>
              }
            />
          }
          renderItem={(bid) => <MyBidCard bid={bid} isCompact />}
        />
      </DashboardSection>
      <RecentPaymentsSection
        path={hospitalPaymentsPath}
        title={t('Payments')}
        amountLabel={t('Your amount')}
        amountOf={(payment) => payment.hospitalAmount}
      />
      <HospitalPayoutsSection />
    </RoleDashboardLayout>
  );
}
