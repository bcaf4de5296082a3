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

/**
 * A button (`label`, "Upload record" unless told) opening the upload form in a dialog; a
 * finished upload closes it with a toast. Closing the dialog mid-upload cancels the upload.
 * `treatmentRequestId` preselects the request the record belongs to.
 */
export function UploadRecordDialog({
  label = 'Upload record',
  treatmentRequestId,
}: {
  label?: string;
  treatmentRequestId?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Upload a medical record</DialogTitle>
          <DialogDescription>
            Reports and scans stay private to you; each file is stored encrypted.
          </DialogDescription>
        </DialogHeader>
        <UploadRecordForm
          treatmentRequestId={treatmentRequestId}
          onUploaded={(record) => {
            setIsOpen(false);
            toast({ title: 'Record uploaded', description: `“${record.title}” was added.` });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
