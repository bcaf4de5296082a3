import type { ReactNode } from 'react';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useCatalogueHospitals } from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import {
  CatalogueHospitalGrid,
  CatalogueHospitalGridSkeleton,
} from '#client/features/catalogue/components/catalogue-hospital-grid.tsx';

/**
 * Verified hospitals (`/hospitals`, issue #17): everyone may browse them, signed in or not.
 * Filters by country, specialty, accreditation and language join above the grid when hospital
 * profiles exist (ADR 0054).
 */
export function HospitalsPage() {
  const hospitals = useCatalogueHospitals();
  let body: ReactNode;
  if (hospitals.isPending) body = <CatalogueHospitalGridSkeleton count={6} />;
  else if (hospitals.isError) {
    body = (
      <QueryErrorState
        title="Couldn't load hospitals"
        error={hospitals.error}
        onRetry={() => void hospitals.refetch()}
      />
    );
  } else {
    body = (
      <div className="grid gap-6">
        <CatalogueHospitalGrid hospitals={hospitals.data.pages.flatMap((page) => page.items)} />
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
        title="Verified hospitals"
        description="Every hospital here has been verified by our team. Ratings come only from reviews of patients whose bid was accepted."
      />
      {body}
    </div>
  );
}
