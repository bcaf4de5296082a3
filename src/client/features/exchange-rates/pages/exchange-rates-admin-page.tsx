import { ArrowLeft, Coins, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useExchangeRates } from '#client/features/exchange-rates/api/use-exchange-rates.ts';
import { EcbImportCard } from '#client/features/exchange-rates/components/ecb-import-card.tsx';
import { EditRateDialog } from '#client/features/exchange-rates/components/edit-rate-dialog.tsx';
import { ExchangeRatesTable } from '#client/features/exchange-rates/components/exchange-rates-table.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * `/admin/exchange-rates` (issue #15, admin only): the latest rate of each currency with its day
 * and source, an edit dialog per currency (and one to add a currency), and the ECB import.
 */
export function ExchangeRatesAdminPage() {
  const t = useT();
  const rates = useExchangeRates();
  // `null`: adding a currency; a rate: editing it; undefined: no dialog.
  const [editing, setEditing] = useState<ExchangeRate | null>();
  return (
    <div className="grid gap-8">
      <PageHeader
        className="pb-0"
        title={t('Exchange rates')}
        description={t(
          "Rates for showing prices approximately in each patient's currency. Prices are stored and charged in US dollars.",
        )}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href={paths.adminTools}>
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('Admin Tools')}
            </Link>
          </Button>
        }
      />
      <EcbImportCard />
      <DashboardSection
        id="rates"
        // A grid item grows to its content's width; the table scrolls inside it instead.
        className="min-w-0"
        title={t('Latest rates')}
        description={t('The newest day of each currency is what users see.')}
        actions={
          <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            {t('Add a currency')}
          </Button>
        }
      >
        {rates.isPending ? (
          <div role="status" aria-label={t('Loading exchange rates')} className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : rates.isError ? (
          <QueryErrorState
            title={t("Couldn't load the exchange rates")}
            error={rates.error}
            onRetry={() => void rates.refetch()}
          />
        ) : rates.data.length === 0 ? (
          <EmptyState
            icon={Coins}
            title={t('No exchange rates yet')}
            description={t('Import the ECB file above or add a currency by hand.')}
          />
        ) : (
          <ExchangeRatesTable rates={rates.data} onEdit={setEditing} />
        )}
      </DashboardSection>
      {editing !== undefined && (
        <EditRateDialog
          key={editing?.currency ?? 'new'}
          rate={editing ?? undefined}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
        />
      )}
    </div>
  );
}
