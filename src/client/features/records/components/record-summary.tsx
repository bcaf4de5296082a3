import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { DOCUMENT_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { formatCalendarDate } from '#client/lib/format.ts';

/** A record in one line: its title, then its document type and date. */
export function RecordSummary({
  record,
}: {
  record: Pick<MedicalRecord, 'title' | 'documentType' | 'documentDate'>;
}) {
  return (
    <span>
      <span className="font-medium">{record.title}</span>
      <span className="text-muted-foreground">
        {' '}
        · {DOCUMENT_TYPE_LABELS[record.documentType]} · {formatCalendarDate(record.documentDate)}
      </span>
    </span>
  );
}
