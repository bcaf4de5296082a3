import { FilePlus, Gift, LifeBuoy, MessageSquare, Search, Stethoscope, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ReferralStatsSection } from '#client/features/admin/components/referral-stats-section.tsx';
import { useMarketplaceSummary } from '#client/features/dashboards/api/use-marketplace-summary.ts';
import { HospitalVerificationQueue } from '#client/features/dashboards/components/hospital-verification-queue.tsx';
import { MarketplaceOperationsSection } from '#client/features/dashboards/components/marketplace-operations-section.tsx';
import { PatientAnalyticsSection } from '#client/features/dashboards/components/patient-analytics-section.tsx';
import {
  QuickActions,
  type QuickAction,
} from '#client/features/dashboards/components/quick-actions.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { AdminPaymentsSection } from '#client/features/payments/components/admin-payments-section.tsx';
import { AdminDisputesSection } from '#client/features/payments/components/admin-disputes-section.tsx';
import { AdminPayoutsSection } from '#client/features/payments/components/admin-payouts-section.tsx';
import { AdminReviewQueue } from '#client/features/reviews/components/admin-review-queue.tsx';
import { AdminSupportQueue } from '#client/features/support/components/admin-support-queue.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { formatNumber } from '#client/lib/format.ts';

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    href: paths.createRequest,
    label: 'Create Request',
    description: 'Post a treatment request',
    icon: FilePlus,
  },
  {
    href: paths.browseRequests,
    label: 'Browse Requests',
    description: 'Open requests awaiting bids',
    icon: Search,
  },
  {
    href: paths.referrals,
    label: 'Referral Programme',
    description: 'Referrals and reward points',
    icon: Gift,
  },
  {
    href: paths.messages,
    label: 'Messages',
    description: 'Patient and hospital conversations',
    icon: MessageSquare,
  },
  {
    href: paths.grievanceStatus,
    label: 'Support Tickets',
    description: 'Look up a grievance by code',
    icon: LifeBuoy,
  },
  {
    href: paths.symptomChecker,
    label: 'Symptom Checker',
    description: 'AI-assisted triage',
    icon: Stethoscope,
  },
];

/**
 * The admin's `/` (SPEC §2.5): patient analytics, referral and reward counts (polled every 5 s,
 * with Refresh), marketplace operations, the hospital verification queue and quick actions.
 */
export function AdminDashboardPage() {
  const { user } = useCurrentUser();
  const summary = useMarketplaceSummary();
  const awaiting = summary.data?.hospitalsAwaitingVerification;

  return (
    <div className="grid gap-10">
      <PageHeader
        className="pb-0"
        title="Admin Dashboard"
        description={`Welcome back, ${greetingName(user, 'Admin')}. Here is how the marketplace is doing.`}
        actions={
          <Button asChild variant="outline">
            <Link href={paths.adminTools}>
              <Wrench aria-hidden="true" />
              Admin Tools
            </Link>
          </Button>
        }
      />
      <PatientAnalyticsSection />
      <ReferralStatsSection
        id="referral-stats"
        title="Referrals & Rewards"
        rewardsLabel="Total Rewards"
        rewardsHint="Points distributed"
      />
      <MarketplaceOperationsSection />
      <AdminPaymentsSection />
      <AdminPayoutsSection />
      <AdminDisputesSection />
      <DashboardSection
        id="verification-queue"
        title="Hospitals awaiting verification"
        viewAll={{ href: paths.adminHospitalVerification, label: 'Review submitted profiles' }}
        description={
          awaiting === undefined
            ? 'Hospitals can bid once you verify them.'
            : `${formatNumber(awaiting)} waiting. Hospitals can bid once you verify them.`
        }
      >
        <HospitalVerificationQueue />
      </DashboardSection>
      <DashboardSection
        id="review-queue"
        title="Reviews awaiting moderation"
        description="Only published reviews are shown to the public."
      >
        <AdminReviewQueue />
      </DashboardSection>
      <DashboardSection
        id="support-tickets"
        title="Support tickets"
        description="Grievances and contact messages. Closing one e-mails your resolution note to the filer."
      >
        <AdminSupportQueue />
      </DashboardSection>
      <DashboardSection id="quick-actions" title="Quick Actions">
        <QuickActions actions={QUICK_ACTIONS} />
      </DashboardSection>
    </div>
  );
}
