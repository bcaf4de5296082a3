import { CircleAlert, CircleCheck, ClipboardCheck } from 'lucide-react';
import type { LaunchChecklistItem } from '#shared/admin/admin.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useLaunchChecklist } from '#client/features/admin/api/use-launch-checklist.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const STATUS_VIEW = {
  done: { icon: CircleCheck, iconClass: 'text-emerald-600', badge: msg('Done') },
  todo: { icon: CircleAlert, iconClass: 'text-amber-600', badge: msg('To do') },
  manual: {
    icon: ClipboardCheck,
    iconClass: 'text-muted-foreground',
    badge: msg('Check manually'),
  },
} as const satisfies Record<LaunchChecklistItem['status'], unknown>;

function ChecklistRow({ item }: { item: LaunchChecklistItem }) {
  const t = useT();
  const view = STATUS_VIEW[item.status];
  return (
    <li className="flex items-start gap-3 p-4 sm:px-6">
      <view.icon className={`mt-0.5 size-5 shrink-0 ${view.iconClass}`} aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{item.label}</p>
          <Badge variant={item.status === 'done' ? 'secondary' : 'outline'}>{t(view.badge)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{item.description}</p>
      </div>
    </li>
  );
}

/**
 * Admin Tools' launch checklist (SPEC §2.6): configuration checks the server can answer (done or
 * to do) and manual steps, read from `GET /api/admin/launch-checklist`.
 */
export function LaunchChecklistSection() {
  const t = useT();
  const checklist = useLaunchChecklist();
  const items = checklist.data ?? [];
  const automatic = items.filter((item) => item.status !== 'manual');
  const done = automatic.filter((item) => item.status === 'done').length;
  return (
    <DashboardSection
      id="launch-checklist"
      title={t('Launch Checklist')}
      description={
        checklist.data
          ? t('{done} of {total} configuration checks pass; confirm the manual steps yourself.', {
              done,
              total: automatic.length,
            })
          : t('Configuration checks and manual steps before going live.')
      }
    >
      {checklist.isPending ? (
        <div role="status" aria-label={t('Loading the launch checklist')} className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : checklist.isError ? (
        <QueryErrorState
          title={t("Couldn't load the launch checklist")}
          error={checklist.error}
          onRetry={() => void checklist.refetch()}
        />
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <ul className="divide-y">
              {items.map((item) => (
                <ChecklistRow key={item.id} item={item} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </DashboardSection>
  );
}
