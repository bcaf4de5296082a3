import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '#shared/admin/admin.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useAuditLog } from '#client/features/admin/api/use-audit-log.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';

/** Readable names of the audit actions this app writes; others show as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'referrals.delete_pending': 'Deleted pending referrals',
  'referrals.delete_completed': 'Deleted completed referrals',
  'reward_points.reset': 'Reset all reward points',
  'hospital.verify': 'Verified a hospital',
  'admin.access_denied': 'Admin access denied',
};

const timestampFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

function actorName(entry: AuditEntry): string {
  if (!entry.actor) return 'Deleted account';
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
  const target = targetText(entry);
  return (
    <tr className="align-top">
      <td className="w-28 py-3 pr-3 pl-4 text-sm text-muted-foreground sm:w-auto sm:pl-6 sm:whitespace-nowrap">
        <time dateTime={entry.createdAt}>
          {timestampFormatter.format(new Date(entry.createdAt))}
        </time>
      </td>
      <td className="px-3 py-3">
        <p className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</p>
        <p className="text-sm break-words text-muted-foreground">
          by {actorName(entry)}
          {entry.actor && <span className="hidden md:inline"> ({entry.actor.email})</span>}
        </p>
        {target && <p className="text-xs break-all text-muted-foreground">{target}</p>}
      </td>
      <td className="py-3 pr-4 pl-3 text-right tabular-nums sm:pr-6">
        {entry.rowsAffected ?? '—'}
      </td>
    </tr>
  );
}

function AuditLogSkeleton() {
  return (
    <div role="status" aria-label="Loading the audit log" className="grid gap-3">
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
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardSection
      id="audit-log"
      title="Audit Log"
      description="Every admin action and every refused admin access, newest first."
    >
      {log.isPending ? (
        <AuditLogSkeleton />
      ) : log.isError ? (
        <QueryErrorState
          title="Couldn't load the audit log"
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="No audit entries yet"
          description="Admin actions will be listed here."
        />
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <caption className="sr-only">Audit log, newest first</caption>
                <thead className="border-b text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-3 pr-3 pl-4 font-medium sm:pl-6">
                      When
                    </th>
                    <th scope="col" className="px-3 py-3 font-medium">
                      Action
                    </th>
                    <th scope="col" className="py-3 pr-4 pl-3 text-right font-medium sm:pr-6">
                      Rows
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
