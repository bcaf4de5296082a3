import { ArrowLeft, Coins } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { AuditLogSection } from '#client/features/admin/components/audit-log-section.tsx';
import { CleanupActionsSection } from '#client/features/admin/components/cleanup-actions-section.tsx';
import { LaunchChecklistSection } from '#client/features/admin/components/launch-checklist-section.tsx';
import { RecordsStatsSection } from '#client/features/admin/components/records-stats-section.tsx';
import { ReferralStatsSection } from '#client/features/admin/components/referral-stats-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * `/admin/tools` (SPEC §2.6, admin only): database statistics, the records vault's counts and
 * sizes, the pre-launch cleanup, the launch checklist and the audit log.
 */
export function AdminToolsPage() {
  const t = useT();
  return (
    <div className="grid gap-10">
      <PageHeader
        className="pb-0"
        title={t('Admin Tools')}
        description={t('Database statistics, pre-launch cleanup and the launch checklist.')}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.adminExchangeRates}>
                <Coins aria-hidden="true" />
                {t('Exchange rates')}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.root}>
                <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                {t('Admin Dashboard')}
              </Link>
            </Button>
          </>
        }
      />
      <ReferralStatsSection
        id="database-stats"
        title={t('Database Statistics')}
        rewardsLabel={t('Total Reward Points')}
      />
      <RecordsStatsSection />
      <CleanupActionsSection />
      <LaunchChecklistSection />
      <AuditLogSection />
    </div>
  );
}
