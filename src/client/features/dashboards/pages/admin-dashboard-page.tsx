import {
  Activity,
  CalendarDays,
  CircleCheck,
  Clock,
  FilePlus,
  FileText,
  Gavel,
  Gift,
  Inbox,
  LifeBuoy,
  MessageSquare,
  Search,
  Stethoscope,
  UserPlus,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { AdminPaymentsSection } from '#client/features/payments/components/admin-payments-section.tsx';
import { useCurrentUser } from '#client/features/auth/api/use-current-user.ts';
import { useMarketplaceSummary } from '#client/features/dashboards/api/use-marketplace-summary.ts';
import { usePatientAnalytics } from '#client/features/dashboards/api/use-patient-analytics.ts';
import { DashboardSection } from '#client/features/dashboards/components/dashboard-section.tsx';
import { HospitalVerificationQueue } from '#client/features/dashboards/components/hospital-verification-queue.tsx';
import { AdminReviewQueue } from '#client/features/reviews/components/admin-review-queue.tsx';
import {
  QuickActions,
  type QuickAction,
} from '#client/features/dashboards/components/quick-actions.tsx';
import { StatCard, StatGrid } from '#client/features/dashboards/components/stat-card.tsx';
import { greetingName } from '#client/features/dashboards/lib/greeting-name.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { AdminSupportQueue } from '#client/features/support/components/admin-support-queue.tsx';
import { cn } from '#client/lib/utils.ts';
import { ReferralStatsSection } from '#client/features/dashboards/components/referral-stats-section.tsx';

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

const numberFormatter = new Intl.NumberFormat('en-US');

interface OperationsStat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** One side of the marketplace (patients or hospitals): a few counts and where to go next. */
function OperationsCard({
  title,
  stats,
  links,
}: {
  title: string;
  stats: readonly OperationsStat[];
  links: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={cn('grid grid-cols-2 gap-3', stats.length === 3 && 'sm:grid-cols-3')}>
          {stats.map(({ label, value, icon: Icon }) => (
            <div key={label} className="grid gap-1 rounded-lg bg-muted/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                {label}
              </dt>
              <dd className="text-xl font-semibold tabular-nums">
                {value === undefined ? (
                  <Skeleton className="h-7 w-10" />
                ) : (
                  numberFormatter.format(value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {links.map((link) => (
          <Button key={link.href} asChild variant="outline" size="sm">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        ))}
      </CardFooter>
    </Card>
  );
}

function PatientAnalyticsSection() {
  const analytics = usePatientAnalytics();
  const data = analytics.data;
  return (
    <DashboardSection
      id="patient-analytics"
      title="Patient Analytics"
      description="Patients by sign-in activity."
    >
      {analytics.isError ? (
        <QueryErrorState
          title="Couldn't load patient analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label="Total Patients" value={data?.totalPatients} icon={Users} />
          <StatCard label="Active Today" value={data?.activeToday} icon={Activity} />
          <StatCard label="Active This Week" value={data?.activeThisWeek} icon={CalendarDays} />
          <StatCard
            label="New Today"
            value={data?.firstTimeLoginsToday}
            icon={UserPlus}
            hint="First sign-ins"
          />
        </StatGrid>
      )}
    </DashboardSection>
  );
}

function OperationsSection() {
  const summary = useMarketplaceSummary();
  const data = summary.data;
  if (summary.isError) {
    return (
      <DashboardSection id="operations" title="Marketplace Operations">
        <QueryErrorState
          title="Couldn't load marketplace counts"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      </DashboardSection>
    );
  }
  return (
    <DashboardSection id="operations" title="Marketplace Operations">
      <div className="grid gap-4 lg:grid-cols-2">
        <OperationsCard
          title="Patient Operations"
          stats={[
            { label: 'Total Requests', value: data?.totalRequests, icon: FileText },
            { label: 'Active Requests', value: data?.activeRequests, icon: Activity },
            { label: 'Bids Received', value: data?.totalBids, icon: Inbox },
            { label: 'Bids Accepted', value: data?.acceptedBids, icon: CircleCheck },
          ]}
          links={[
            { href: paths.myRequests, label: 'My Requests' },
            { href: paths.symptomChecker, label: 'Symptom Checker' },
          ]}
        />
        <OperationsCard
          title="Hospital Operations"
          stats={[
            { label: 'Available Requests', value: data?.activeRequests, icon: Search },
            { label: 'Bids Submitted', value: data?.totalBids, icon: Gavel },
            { label: 'Pending Bids', value: data?.pendingBids, icon: Clock },
          ]}
          links={[
            { href: paths.myBids, label: 'My Bids' },
            { href: paths.messages, label: 'Messages' },
          ]}
        />
      </div>
    </DashboardSection>
  );
}

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
      <OperationsSection />
      <AdminPaymentsSection />
      <DashboardSection
        id="verification-queue"
        title="Hospitals awaiting verification"
        description={
          awaiting === undefined
            ? 'Hospitals can bid once you verify them.'
            : `${numberFormatter.format(awaiting)} waiting. Hospitals can bid once you verify them.`
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
