import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { RecordPreviewDialog } from '#client/features/records/components/record-preview-dialog.tsx';
import { DOCUMENT_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { AskForDocumentForm } from '#client/features/records/sharing/ask-for-document-form.tsx';
import { useSharedRecords } from '#client/features/records/sharing/use-hospital-sharing.ts';
import { formatCalendarDate, formatDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function SharedRecordList({ treatmentRequestId }: { treatmentRequestId: string }) {
  const t = useT();
  const records = useSharedRecords(treatmentRequestId);
  if (records.isPending) return <Skeleton className="h-16 w-full" />;
  if (records.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the shared records")}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  }
  if (records.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('The patient has not shared any files with you, or their access has ended.')}
      </p>
    );
  }
  return (
    <ul className="divide-y">
      {records.data.map((record) => (
        <li
          key={`${record.grantId}-${record.id}`}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div className="grid gap-0.5 text-sm">
            <span className="font-medium break-words">{record.title}</span>
            <span className="text-muted-foreground">
              {t(DOCUMENT_TYPE_LABELS[record.documentType])} ·{' '}
              {formatCalendarDate(record.documentDate)} ·{' '}
              {t('access until {date}', { date: formatDate(record.expiresAt) })}
            </span>
          </div>
          <RecordPreviewDialog
            record={record}
            description={t('Shared for: {purpose} · until {date}', {
              purpose: record.purpose,
              date: formatDate(record.expiresAt),
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Records shared with you" for a hospital that bid on the request (issue #14): the files the
 * patient shares under live grants, each previewed like the patient's own (every read is in
 * the patient's access log), and "Ask for a document" with the hospital's asks so far.
 */
export function SharedRecordsCard({ treatmentRequestId }: { treatmentRequestId: string }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('Records shared with you')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SharedRecordList treatmentRequestId={treatmentRequestId} />
        <AskForDocumentForm treatmentRequestId={treatmentRequestId} />
      </CardContent>
    </Card>
  );
}
