import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { DOCUMENT_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { formatCalendarDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A record in one line: its title, then its document type and date. */
export function RecordSummary({
  record,
}: {
  record: Pick<MedicalRecord, 'title' | 'documentType' | 'documentDate'>;
}) {
  const t = useT();
  return (
    <span>
      <span className="font-medium">{record.title}</span>
      <span className="text-muted-foreground">
        {' '}
        · {t(DOCUMENT_TYPE_LABELS[record.documentType])} · {formatCalendarDate(record.documentDate)}
      </span>
    </span>
  );
}
