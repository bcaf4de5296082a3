import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '#shared/admin/admin.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useAuditLog } from '#client/features/admin/api/use-audit-log.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { formatTag, type Translator } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Readable names (English, shown through `t`) of the audit actions this app writes; others show as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'referrals.delete_pending': msg('Deleted pending referrals'),
  'referrals.delete_completed': msg('Deleted completed referrals'),
  'reward_points.reset': msg('Reset all reward points'),
  'hospital.verify': msg('Verified a hospital'),
  'admin.access_denied': msg('Admin access denied'),
};

/** When an entry was written, to the second, in the active locale. */
function formatTimestamp(isoDateTime: string): string {
  return new Intl.DateTimeFormat(formatTag(), { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(isoDateTime),
  );
}

function actorName(entry: AuditEntry, t: Translator): string {
  if (!entry.actor) return t('Deleted account');
  const name = [entry.actor.firstName, entry.actor.lastName].filter((part) => part?.trim());
  return name.length > 0 ? name.join(' ') : entry.actor.email;
}

/** The target in a few words: the route of a denied access, else its type (and id). */
function targetText(entry: AuditEntry): string | undefined {
  if (entry.targetType === 'route') return entry.targetId ?? undefined;
  if (!entry.targetType) return undefined;
  return entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const target = targetText(entry);
  const action = ACTION_LABELS[entry.action];
  return (
    <tr className="align-top">
      <td className="w-28 py-3 ps-4 pe-3 text-sm text-muted-foreground sm:w-auto sm:ps-6 sm:whitespace-nowrap">
        <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
      </td>
      <td className="px-3 py-3">
        <p className="font-medium">{action ? t(action) : entry.action}</p>
        <p className="text-sm break-words text-muted-foreground">
          {t('by {name}', { name: actorName(entry, t) })}
          {entry.actor && <span className="hidden md:inline"> ({entry.actor.email})</span>}
        </p>
        {target && <p className="text-xs break-all text-muted-foreground">{target}</p>}
      </td>
      <td className="py-3 ps-3 pe-4 text-end tabular-nums sm:pe-6">{entry.rowsAffected ?? '—'}</td>
    </tr>
  );
}

function AuditLogSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading the audit log')} className="grid gap-3">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * The append-only audit log (SECURITY §5): who did what, when, and how many rows it changed,
 * newest first, with Load more.
 */
export function AuditLogSection() {
  const t = useT();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardSection
      id="audit-log"
      title={t('Audit Log')}
      description={t('Every admin action and every refused admin access, newest first.')}
    >
      {log.isPending ? (
        <AuditLogSkeleton />
      ) : log.isError ? (
        <QueryErrorState
          title={t("Couldn't load the audit log")}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={t('No audit entries yet')}
          description={t('Admin actions will be listed here.')}
        />
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <div className="overflow-x-auto">
              <table className="w-full text-start">
                <caption className="sr-only">{t('Audit log, newest first')}</caption>
                <thead className="border-b text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-3 ps-4 pe-3 font-medium sm:ps-6">
                      {t('When')}
                    </th>
                    <th scope="col" className="px-3 py-3 font-medium">
                      {t('Action')}
                    </th>
                    <th scope="col" className="py-3 ps-3 pe-4 text-end font-medium sm:pe-6">
                      {t('Rows')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="px-4 pb-4 empty:hidden">
              <LoadMoreButton
                hasNextPage={log.hasNextPage}
                isFetchingNextPage={log.isFetchingNextPage}
                fetchNextPage={log.fetchNextPage}
              />
            </div>
          </CardContent>
        </Card>
      )}
    </DashboardSection>
  );
}
