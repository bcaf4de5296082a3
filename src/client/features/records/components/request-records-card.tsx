import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useLoadedRecords } from '#client/features/records/api/use-records.ts';
import { UploadRecordDialog } from '#client/features/records/components/upload-record-dialog.tsx';
import { RecordSummary } from '#client/features/records/components/record-summary.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The owner's "Medical records" card on a request's detail page: the records linked to it and
 * "Attach records", which uploads a record linked to this request.
 */
export function RequestRecordsCard({ treatmentRequestId }: { treatmentRequestId: string }) {
  const t = useT();
  const records = useLoadedRecords();
  const attached = (records.data ?? []).filter(
    (record) => record.treatmentRequestId === treatmentRequestId,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('Medical records')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {attached.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('Attach the reports and scans hospitals need to price this treatment.')}
          </p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {attached.map((record) => (
              <li key={record.id}>
                <RecordSummary record={record} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <UploadRecordDialog label={t('Attach records')} treatmentRequestId={treatmentRequestId} />
          <Link
            href={paths.records}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('All medical records')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
