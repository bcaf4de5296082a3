import { Activity, CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import type { MedicalRecord } from '#shared/records/records.schemas.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useRecordContent } from '#client/features/records/api/use-record-content.ts';
import { ImagePreview } from '#client/features/records/components/image-preview.tsx';
import { formatCalendarDate } from '#client/lib/format.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { useT } from '#client/i18n/locale-context.tsx';

// pdf.js is large: it loads only when a PDF is opened (ADR 0040).
const PdfPreview = lazyPage(
  () => import('#client/features/records/components/pdf-preview.tsx'),
  'PdfPreview',
);

/** What a preview needs of a record: the owner's record or one shared with a hospital. */
export type PreviewableRecord = Pick<
  MedicalRecord,
  'id' | 'title' | 'mediaType' | 'dicomStudyDate' | 'dicomModality'
>;

function PreviewLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading the preview')}>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** A DICOM study's date and modality, read at upload; browsers cannot show the images. */
function DicomDetails({ record }: { record: PreviewableRecord }) {
  const t = useT();
  return (
    <div className="grid gap-3 text-sm">
      <FactList>
        <Fact icon={CalendarDays} label={t('Study date')} isLabelVisible>
          {record.dicomStudyDate ? formatCalendarDate(record.dicomStudyDate) : t('Not recorded')}
        </Fact>
        <Fact icon={Activity} label={t('Modality')} isLabelVisible>
          {record.dicomModality ?? t('Not recorded')}
        </Fact>
      </FactList>
      <p className="text-muted-foreground">
        {t('DICOM scans open in a DICOM viewer: download the file to view it.')}
      </p>
    </div>
  );
}

/** A PDF record's fetched bytes, drawn by pdf.js. */
function PdfFilePreview({ record }: { record: PreviewableRecord }) {
  const t = useT();
  const content = useRecordContent(record.id);
  if (content.isPending) return <PreviewLoading />;
  if (content.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the file")}
        error={content.error}
        onRetry={() => void content.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<PreviewLoading />}>
      <PdfPreview blob={content.data} title={record.title} />
    </Suspense>
  );
}

/**
 * A record's preview (issue #14): PDFs page by page with pdf.js, images inline, DICOM its
 * study date and modality (the file is only downloaded). Opening a PDF or image reads the
 * file, which the access log records.
 */
export function RecordPreview({ record }: { record: PreviewableRecord }) {
  switch (record.mediaType) {
    case 'application/pdf':
      return <PdfFilePreview record={record} />;
    case 'image/jpeg':
    case 'image/png':
      return <ImagePreview recordId={record.id} title={record.title} />;
    case 'application/dicom':
      return <DicomDetails record={record} />;
  }
}
