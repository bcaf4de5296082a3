import { CalendarDays, Clock, FileType, HardDrive, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { MEDIA_TYPE_LABELS } from '#client/features/records/lib/record-labels.ts';
import { formatBytes, formatCalendarDate, formatDate } from '#client/lib/format.ts';

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
  return (
    <FactList>
      <Fact icon={CalendarDays} label="Document date">
        {formatCalendarDate(record.documentDate)}
      </Fact>
      <Fact icon={FileType} label="File type">
        {MEDIA_TYPE_LABELS[record.mediaType]}
      </Fact>
      <Fact icon={HardDrive} label="Size">
        {formatBytes(record.sizeBytes)}
      </Fact>
      {record.treatmentRequestId && (
        <Fact icon={Link2} label="Treatment request">
          <Link
            href={paths.request(record.treatmentRequestId)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {requestName ?? 'Linked treatment request'}
          </Link>
        </Fact>
      )}
      <Fact icon={Clock} label="Uploaded">
        Uploaded {formatDate(record.createdAt)}
      </Fact>
    </FactList>
  );
}
