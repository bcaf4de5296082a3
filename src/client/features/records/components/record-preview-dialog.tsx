import { Download, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { recordContentPath } from '#client/features/records/api/use-record-content.ts';
import {
  RecordPreview,
  type PreviewableRecord,
} from '#client/features/records/components/record-preview.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * "View" on a record: a dialog titled with the record, `description` under the title, its
 * preview, a download link, then `children` (the owner's access log). The dialog's content
 * (and so the file read) exists only while it is open.
 */
export function RecordPreviewDialog({
  record,
  description,
  children,
}: {
  record: PreviewableRecord;
  description: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <Eye aria-hidden="true" />
          {t('View')}
          <span className="sr-only"> {record.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pe-6 break-words">{record.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <RecordPreview record={record} />
        <div>
          <Button variant="outline" size="sm" asChild>
            <a href={recordContentPath(record.id)} download>
              <Download aria-hidden="true" />
              {t('Download')}
            </a>
          </Button>
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}
