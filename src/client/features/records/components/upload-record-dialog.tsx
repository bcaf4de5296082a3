import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { UploadRecordForm } from '#client/features/records/components/upload-record-form.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * A button (`label`, "Upload record" unless told) opening the upload form in a dialog; a
 * finished upload closes it with a toast. Closing the dialog mid-upload cancels the upload.
 * `treatmentRequestId` preselects the request the record belongs to.
 */
export function UploadRecordDialog({
  label,
  treatmentRequestId,
}: {
  label?: string;
  treatmentRequestId?: string;
}) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          {label ?? t('Upload record')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('Upload a medical record')}</DialogTitle>
          <DialogDescription>
            {t('Reports and scans stay private to you; each file is stored encrypted.')}
          </DialogDescription>
        </DialogHeader>
        <UploadRecordForm
          treatmentRequestId={treatmentRequestId}
          onUploaded={(record) => {
            setIsOpen(false);
            toast({
              title: t('Record uploaded'),
              description: t('“{title}” was added.', { title: record.title }),
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
