import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import { DeleteRecordButton } from '#client/features/records/components/delete-record-button.tsx';
import { RecordFacts } from '#client/features/records/components/record-facts.tsx';
import { RecordPreviewDialog } from '#client/features/records/components/record-preview-dialog.tsx';
import { RecordAccessLog } from '#client/features/records/components/record-access-log.tsx';
import {
  DOCUMENT_TYPE_LABELS,
  MEDIA_TYPE_LABELS,
} from '#client/features/records/lib/record-labels.ts';
import { formatBytes, formatCalendarDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A record in the vault's list: title, document type, facts, View and Delete. */
export function RecordCard({
  record,
  requestName,
}: {
  record: MedicalRecord;
  requestName?: string;
}) {
  const t = useT();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitleRow
          badge={<Badge variant="secondary">{t(DOCUMENT_TYPE_LABELS[record.documentType])}</Badge>}
        >
          <CardTitle className="text-base sm:text-lg">
            <h2 className="break-words">{record.title}</h2>
          </CardTitle>
        </CardTitleRow>
      </CardHeader>
      <CardContent>
        <RecordFacts record={record} requestName={requestName} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <RecordPreviewDialog
          record={record}
          description={
            <>
              {t(DOCUMENT_TYPE_LABELS[record.documentType])} ·{' '}
              {formatCalendarDate(record.documentDate)} · {t(MEDIA_TYPE_LABELS[record.mediaType])},{' '}
              {formatBytes(record.sizeBytes)}
            </>
          }
        >
          <Separator />
          <RecordAccessLog recordId={record.id} />
        </RecordPreviewDialog>
        <DeleteRecordButton record={record} />
      </CardFooter>
    </Card>
  );
}
