import { CircleCheck, Hourglass, RefreshCw, Star, Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useAdminStats } from '#client/features/admin/api/use-admin-stats.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** How one page titles the referral statistics. */
export interface ReferralStatsSectionProps {
  id: string;
  title: string;
  /** Label of the reward-points card ("Total Rewards" on the dashboard, SPEC §2.5). */
  rewardsLabel: string;
  rewardsHint?: string;
}

/**
 * Users, pending and completed referrals and reward points (`GET /api/admin/stats`), polled every
 * 5 s (SPEC §9) with a Refresh button: the admin dashboard's referral cards (SPEC §2.5) and Admin
 * Tools' database statistics (SPEC §2.6).
 */
export function ReferralStatsSection({
  id,
  title,
  rewardsLabel,
  rewardsHint,
}: ReferralStatsSectionProps) {
  const t = useT();
  const stats = useAdminStats();
  const data = stats.data;
  return (
    <DashboardSection
      id={id}
      title={title}
      description={t('Refreshes every 5 seconds.')}
      actions={
        // Never disabled: the list refetches every 5 s, and a button that dims each time flickers
        // (and fades through unreadable contrast); a click during a fetch joins it.
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          <RefreshCw className={cn(stats.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('Refresh')}
        </Button>
      }
    >
      {stats.isError && !data ? (
        <QueryErrorState
          title={t("Couldn't load the statistics")}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label={t('Total Users')} value={data?.totalUsers} icon={Users} />
          <StatCard
            label={t('Pending Referrals')}
            value={data?.pendingReferrals}
            icon={Hourglass}
          />
          <StatCard
            label={t('Completed Referrals')}
            value={data?.completedReferrals}
            icon={CircleCheck}
          />
          <StatCard
            label={rewardsLabel}
            value={data?.totalRewardPoints}
            icon={Star}
            {...(rewardsHint ? { hint: rewardsHint } : {})}
          />
        </StatGrid>
      )}
    </DashboardSection>
  );
}
