import { Download, Eye } from 'lucide-react';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import { recordContentPath } from '#client/features/records/api/use-record-content.ts';
import { RecordAccessLog } from '#client/features/records/components/record-access-log.tsx';
import { RecordPreview } from '#client/features/records/components/record-preview.tsx';
import {
  DOCUMENT_TYPE_LABELS,
  MEDIA_TYPE_LABELS,
} from '#client/features/records/lib/record-labels.ts';
import { formatBytes, formatCalendarDate } from '#client/lib/format.ts';

/**
 * "View" on a record: a dialog with its preview, a download link and the access log. The
 * dialog's content (and so the file read) exists only while it is open.
 */
export function RecordPreviewDialog({ record }: { record: MedicalRecord }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <Eye aria-hidden="true" />
          View<span className="sr-only"> {record.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{record.title}</DialogTitle>
          <DialogDescription>
            {DOCUMENT_TYPE_LABELS[record.documentType]} · {formatCalendarDate(record.documentDate)}{' '}
            · {MEDIA_TYPE_LABELS[record.mediaType]}, {formatBytes(record.sizeBytes)}
          </DialogDescription>
        </DialogHeader>
        <RecordPreview record={record} />
        <div>
          <Button variant="outline" size="sm" asChild>
            <a href={recordContentPath(record.id)} download>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        </div>
        <Separator />
        <RecordAccessLog recordId={record.id} />
      </DialogContent>
    </Dialog>
  );
}
