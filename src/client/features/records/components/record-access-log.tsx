import { Eye } from 'lucide-react';
import type { RecordAccess } from '#shared/records/records.schemas.ts';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useRecordAccessLog } from '#client/features/records/api/use-record-access-log.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const ROLE_LABELS: Record<NonNullable<RecordAccess['accessor']['role']>, string> = {
  patient: msg('Patient'),
  hospital: msg('Hospital'),
  admin: msg('Administrator'),
};

function AccessEntry({ access, isMe }: { access: RecordAccess; isMe: boolean }) {
  const t = useT();
  const { accessor } = access;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
      <span>
        <span className="font-medium">{accessor.name ?? t('A deleted account')}</span>
        {isMe && ` ${t('(you)')}`}
        {accessor.role && (
          <span className="text-muted-foreground"> · {t(ROLE_LABELS[accessor.role])}</span>
        )}
      </span>
      <time dateTime={access.accessedAt} className="text-muted-foreground">
        {formatDateTime(access.accessedAt)}
      </time>
    </li>
  );
}

/**
 * "Who has seen this file" (issue #14): every read of the record's file — who (name, role) and
 * when, newest first — with the patient's own reads marked "(you)".
 */
export function RecordAccessLog({ recordId }: { recordId: string }) {
  const t = useT();
  const log = useRecordAccessLog(recordId);
  const { user } = useCurrentUser();
  let body;
  if (log.isPending) {
    body = (
      <div role="status" aria-label={t('Loading the access log')} className="grid gap-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  } else if (log.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load the access log")}
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  } else {
    const entries = log.data.pages.flatMap((page) => page.items);
    body =
      entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No one has opened this file yet.')}</p>
      ) : (
        <>
          <ul className="divide-y">
            {entries.map((access) => (
              <AccessEntry key={access.id} access={access} isMe={access.accessor.id === user?.id} />
            ))}
          </ul>
          <LoadMoreButton
            hasNextPage={log.hasNextPage}
            isFetchingNextPage={log.isFetchingNextPage}
            fetchNextPage={log.fetchNextPage}
          />
        </>
      );
  }
  return (
    <section aria-labelledby={`access-log-${recordId}`} className="grid gap-2">
      <h3 id={`access-log-${recordId}`} className="flex items-center gap-2 font-semibold">
        <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('Who has seen this file')}
      </h3>
      {body}
    </section>
  );
}
