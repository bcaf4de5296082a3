import type { ReactNode } from 'react';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import {
  QuickActions,
  type QuickAction,
} from '#client/features/dashboards/components/quick-actions.tsx';

/**
 * The frame the patient and hospital dashboards share (SPEC §2.5): greeting, an optional
 * notice, the "Summary" stat cards (or the summary's error), quick actions, and `children`
 * (the two recent lists) side by side on wide screens.
 */
export function RoleDashboardLayout({
  title,
  description,
  notice,
  summary,
  stats,
  quickActions,
  children,
}: {
  title: string;
  description: string;
  notice?: ReactNode;
  summary: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  stats: ReactNode;
  quickActions: readonly QuickAction[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid gap-8">
      <PageHeader className="pb-0" title={title} description={description} />

      {notice}

      <section aria-label={t('Summary')}>
        {summary.isError ? (
          <QueryErrorState
            title={t("Couldn't load your summary")}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          stats
        )}
      </section>

      <DashboardSection id="quick-actions" title={t('Quick Actions')}>
        <QuickActions actions={quickActions} />
      </DashboardSection>

      <div className="grid gap-8 lg:grid-cols-2">{children}</div>
    </div>
  );
}
