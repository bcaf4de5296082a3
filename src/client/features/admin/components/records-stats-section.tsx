import { FileText, HardDrive, Users } from 'lucide-react';
import type { RecordsStats } from '#shared/records/records-stats.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { useRecordsStats } from '#client/features/admin/api/use-records-stats.ts';
import { formatBytes } from '#client/lib/format.ts';

const DOCUMENT_TYPE_LABELS: Record<RecordsStats['byDocumentType'][number]['documentType'], string> =
  {
    imaging: 'Imaging',
    lab_report: 'Lab reports',
    prescription: 'Prescriptions',
    discharge_summary: 'Discharge summaries',
    other: 'Other',
  };

const MEDIA_TYPE_LABELS: Record<RecordsStats['byMediaType'][number]['mediaType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/dicom': 'DICOM',
};

/** One breakdown (per document type or per file type) as a small labelled list. */
function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: ReadonlyArray<{ label: string; records: number; bytes: number }>;
}) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="grid gap-2 px-4 sm:px-5">
        <h3 className="text-sm font-medium">{title}</h3>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No records yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label={title}>
            {rows.map((row) => (
              <li key={row.label} className="flex justify-between gap-4">
                <span>{row.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {row.records} · {formatBytes(row.bytes)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Admin Tools' records vault card (issue #14): how many records and bytes, per document and
 * file type, how many patients, and the largest patient against the quota — counts and sizes
 * only, never a title or a file.
 */
export function RecordsStatsSection() {
  const stats = useRecordsStats();
  const data = stats.data;
  return (
    <DashboardSection
      id="records-vault"
      title="Records Vault"
      description="Counts and sizes of the patients' medical files. Titles and contents are never shown."
    >
      {stats.isError && !data ? (
        <QueryErrorState
          title="Couldn't load the records vault statistics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div className="grid gap-4">
          <StatGrid columns={3}>
            <StatCard
              label="Records"
              value={data?.records}
              icon={FileText}
              {...(data ? { hint: `${formatBytes(data.bytes)} stored` } : {})}
            />
            <StatCard
              label="Patients with records"
              value={data?.patientsWithRecords}
              icon={Users}
              {...(data ? { hint: `${data.keptRecords} records kept past retention` } : {})}
            />
            <StatCard
              label="Largest patient, % of quota"
              value={data && Math.round((data.largestPatientBytes / data.quotaBytes) * 100)}
              icon={HardDrive}
              {...(data
                ? {
                    hint: `${formatBytes(data.largestPatientBytes)} of ${formatBytes(data.quotaBytes)}`,
                  }
                : {})}
            />
          </StatGrid>
          {data && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Breakdown
                title="By document type"
                rows={data.byDocumentType.map((row) => ({
                  ...row,
                  label: DOCUMENT_TYPE_LABELS[row.documentType],
                }))}
              />
              <Breakdown
                title="By file type"
                rows={data.byMediaType.map((row) => ({
                  ...row,
                  label: MEDIA_TYPE_LABELS[row.mediaType],
                }))}
              />
            </div>
          )}
        </div>
      )}
    </DashboardSection>
  );
}
