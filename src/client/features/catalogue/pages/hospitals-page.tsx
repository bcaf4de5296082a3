import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import type { HospitalFilters } from '#shared/catalogue/catalogue.schemas.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import {
  filterQuery,
  filtersOfQuery,
  useCatalogueHospitals,
} from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { useHospitalFilterOptions } from '#client/features/catalogue/api/use-hospital-filter-options.ts';
import {
  CatalogueHospitalGrid,
  CatalogueHospitalGridSkeleton,
} from '#client/features/catalogue/components/catalogue-hospital-grid.tsx';
import { HospitalFiltersForm } from '#client/features/catalogue/components/hospital-filters.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Verified hospitals (`/hospitals`, issue #17): everyone may browse them, signed in or not,
 * narrowed by country, specialty, accreditation and language (ADR 0059). The filters live in the
 * address, so a filtered list can be shared and the server renders the same page.
 */
export function HospitalsPage() {
  const t = useT();
  const filters = filtersOfQuery(useSearch());
  const [, navigate] = useLocation();
  const hospitals = useCatalogueHospitals(filters);
  const options = useHospitalFilterOptions();
  const isFiltered = Object.values(filters).some((value) => value !== undefined);

  const showFilters = (next: HospitalFilters) =>
    navigate(`${cataloguePaths.hospitals}${filterQuery(next, '?')}`, { replace: true });

  let body: ReactNode;
  if (hospitals.isPending) body = <CatalogueHospitalGridSkeleton count={6} />;
  else if (hospitals.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load hospitals")}
        error={hospitals.error}
        onRetry={() => void hospitals.refetch()}
      />
    );
  } else {
    const items = hospitals.data.pages.flatMap((page) => page.items);
    body =
      isFiltered && items.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed p-6 text-center">
          {t('No verified hospital matches these filters.')}
        </p>
      ) : (
        <div className="grid gap-6">
          <CatalogueHospitalGrid hospitals={items} />
          <LoadMoreButton
            hasNextPage={hospitals.hasNextPage}
            isFetchingNextPage={hospitals.isFetchingNextPage}
            fetchNextPage={hospitals.fetchNextPage}
          />
        </div>
      );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl">
      <PageHeader
        title={t('Verified hospitals')}
        description={t(
          'Every hospital here has been verified by our team. Ratings come only from reviews of patients whose bid was accepted.',
        )}
      />
      {options.data && (
        <HospitalFiltersForm
          options={options.data}
          filters={filters}
          onChange={(name, value) => showFilters({ ...filters, [name]: value })}
          onClear={() => showFilters({})}
        />
      )}
      {body}
    </div>
  );
}
