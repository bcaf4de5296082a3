import { FileText, HardDrive, Users } from 'lucide-react';
import type { RecordsStats } from '#shared/records/records-stats.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { useRecordsStats } from '#client/features/admin/api/use-records-stats.ts';
import { formatBytes } from '#client/lib/format.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const DOCUMENT_TYPE_LABELS: Record<RecordsStats['byDocumentType'][number]['documentType'], string> =
  {
    imaging: msg('Imaging'),
    lab_report: msg('Lab reports'),
    prescription: msg('Prescriptions'),
    discharge_summary: msg('Discharge summaries'),
    other: msg('Other'),
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
  const t = useT();
  return (
    <Card className="gap-2 py-4">
      <CardContent className="grid gap-2 px-4 sm:px-5">
        <h3 className="text-sm font-medium">{title}</h3>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No records yet.')}</p>
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
  const t = useT();
  const stats = useRecordsStats();
  const data = stats.data;
  return (
    <DashboardSection
      id="records-vault"
      title={t('Records Vault')}
      description={t(
        "Counts and sizes of the patients' medical files. Titles and contents are never shown.",
      )}
    >
      {stats.isError && !data ? (
        <QueryErrorState
          title={t("Couldn't load the records vault statistics")}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div className="grid gap-4">
          <StatGrid columns={3}>
            <StatCard
              label={t('Records')}
              value={data?.records}
              icon={FileText}
              {...(data ? { hint: t('{size} stored', { size: formatBytes(data.bytes) }) } : {})}
            />
            <StatCard
              label={t('Patients with records')}
              value={data?.patientsWithRecords}
              icon={Users}
              {...(data
                ? {
                    hint:
                      data.keptRecords === 1
                        ? t('1 record kept past retention')
                        : t('{count} records kept past retention', { count: data.keptRecords }),
                  }
                : {})}
            />
            <StatCard
              label={t('Largest patient, % of quota')}
              value={data && Math.round((data.largestPatientBytes / data.quotaBytes) * 100)}
              icon={HardDrive}
              {...(data
                ? {
                    hint: t('{used} of {quota}', {
                      used: formatBytes(data.largestPatientBytes),
                      quota: formatBytes(data.quotaBytes),
                    }),
                  }
                : {})}
            />
          </StatGrid>
          {data && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Breakdown
                title={t('By document type')}
                rows={data.byDocumentType.map((row) => ({
                  ...row,
                  label: t(DOCUMENT_TYPE_LABELS[row.documentType]),
                }))}
              />
              <Breakdown
                title={t('By file type')}
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
