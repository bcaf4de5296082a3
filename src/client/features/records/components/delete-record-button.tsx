import { Trash2 } from 'lucide-react';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteRecord } from '#client/features/records/api/use-delete-record.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Delete, after a confirmation naming the record; the file is gone for good. */
export function DeleteRecordButton({
  record,
  onDeleted,
}: {
  record: MedicalRecord;
  onDeleted?: () => void;
}) {
  const t = useT();
  const deleteRecord = useDeleteRecord();
  return (
    <ConfirmButton
      buttonProps={{ variant: 'outline', size: 'sm' }}
      title={t('Delete this record?')}
      description={t('“{title}” and its file will be deleted for good. This cannot be undone.', {
        title: record.title,
      })}
      confirmLabel={t('Delete record')}
      cancelLabel={t('Cancel')}
      confirmVariant="destructive"
      onConfirm={async () => {
        if (await succeeded(deleteRecord.mutateAsync(record.id))) {
          toast({
            title: t('Record deleted'),
            description: t('“{title}” was deleted.', { title: record.title }),
          });
          onDeleted?.();
        }
      }}
    >
      <Trash2 aria-hidden="true" />
      {t('Delete')}
      <span className="sr-only"> {record.title}</span>
    </ConfirmButton>
  );
}
