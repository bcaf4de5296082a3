import { FolderHeart } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PagedCardList } from '#client/components/query-card-list.tsx';
import { useMyRequestChoices } from '#client/features/records/api/use-my-request-choices.ts';
import { useRecords } from '#client/features/records/api/use-records.ts';
import { RecordCard } from '#client/features/records/components/record-card.tsx';
import { UploadRecordDialog } from '#client/features/records/components/upload-record-dialog.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Medical Records (`/records`, issue #14): the patient's vault, newest first, each record with
 * its facts, a preview with the access log, and Delete; "Upload record" adds one.
 */
export function RecordsPage() {
  const t = useT();
  const records = useRecords();
  const { nameOf } = useMyRequestChoices();
  return (
    <div className="grid gap-2">
      <PageHeader
        title={t('Medical Records')}
        description={t(
          'Keep your reports and scans in one place, ready for the hospitals that price your treatment. Only you can open them.',
        )}
        actions={<UploadRecordDialog />}
      />
      <PagedCardList
        query={records}
        loadingLabel={t('Loading your records')}
        errorTitle={t("Couldn't load your records")}
        empty={
          <EmptyState
            icon={FolderHeart}
            title={t('No records yet')}
            description={t(
              'Upload PDF reports, JPEG or PNG images and DICOM scans, up to 50 MB each.',
            )}
            titleAs="h2"
          />
        }
        renderItem={(record) => (
          <RecordCard
            record={record}
            requestName={record.treatmentRequestId ? nameOf(record.treatmentRequestId) : undefined}
          />
        )}
      />
    </div>
  );
}
