import { CalendarDays, Clock, FileType, HardDrive, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { MEDIA_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { formatBytes, formatCalendarDate, formatDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * A record's facts: document date, file type, size, the request it belongs to (a link named by
 * its procedure when `requestName` knows it) and when it was uploaded.
 */
export function RecordFacts({
  record,
  requestName,
}: {
  record: MedicalRecord;
  requestName?: string;
}) {
  const t = useT();
  return (
    <FactList>
      <Fact icon={CalendarDays} label={t('Document date')}>
        {formatCalendarDate(record.documentDate)}
      </Fact>
      <Fact icon={FileType} label={t('File type')}>
        {t(MEDIA_TYPE_LABELS[record.mediaType])}
      </Fact>
      <Fact icon={HardDrive} label={t('Size')}>
        {formatBytes(record.sizeBytes)}
      </Fact>
      {record.treatmentRequestId && (
        <Fact icon={Link2} label={t('Treatment request')}>
          <Link
            href={paths.request(record.treatmentRequestId)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {requestName ?? t('Linked treatment request')}
          </Link>
        </Fact>
      )}
      <Fact icon={Clock} label={t('Uploaded')}>
        {t('Uploaded {date}', { date: formatDate(record.createdAt) })}
      </Fact>
    </FactList>
  );
}
