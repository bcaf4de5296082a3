import { Trash2 } from 'lucide-react';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteRecord } from '#client/features/records/api/use-delete-record.ts';
import { succeeded } from '#client/lib/query-client.ts';

/** Delete, after a confirmation naming the record; the file is gone for good. */
export function DeleteRecordButton({
  record,
  onDeleted,
}: {
  record: MedicalRecord;
  onDeleted?: () => void;
}) {
  const deleteRecord = useDeleteRecord();
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline', size: 'sm' }}
      title="Delete this record?"
      description={`“${record.title}” and its file will be deleted for good. This cannot be undone.`}
      confirmLabel="Delete record"
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(deleteRecord.mutateAsync(record.id))) {
          toast({ title: 'Record deleted', description: `“${record.title}” was deleted.` });
          onDeleted?.();
        }
      }}
    >
      <Trash2 aria-hidden="true" />
      Delete<span className="sr-only"> {record.title}</span>
    </ConfirmButton>
  );
}
