import { Building2 } from 'lucide-react';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { CatalogueHospitalCard } from '#client/features/catalogue/components/catalogue-hospital-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Placeholder cards while the hospitals load, announced once. */
export function CatalogueHospitalGridSkeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading hospitals')} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-36 rounded-xl" />
      ))}
    </div>
  );
}

/** Verified hospitals as cards, or an empty state when there are none yet. */
export function CatalogueHospitalGrid({
  hospitals,
  treatmentSlug,
  headingLevel,
}: {
  hospitals: readonly CatalogueHospital[];
  treatmentSlug?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  if (hospitals.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title={t('No verified hospitals yet')}
        description={t('Hospitals appear here once our team has verified them.')}
      />
    );
  }
  return (
    <ul className={GRID}>
      {hospitals.map((hospital) => (
        <li key={hospital.id}>
          <CatalogueHospitalCard
            hospital={hospital}
            treatmentSlug={treatmentSlug}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
