import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useFeaturedHospitals } from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { HospitalCard } from '#client/features/marketing/components/hospital-card.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** Placeholder cards while the hospitals load (as the testimonials show three). */
const SKELETON_CARD_COUNT = 3;

/**
 * The landing page's partner hospitals (SPEC §2.3, issue #17): the first verified hospitals
 * from the catalogue as the marketing cards, as list items of the section's grid. While
 * loading, skeleton cards; when the call fails or no hospital is verified yet, none (the
 * section's request tile and link to all hospitals remain).
 */
function FeaturedHospitalItems() {
  const hospitals = useFeaturedHospitals();
  if (hospitals.isPending) {
    return Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
      <li key={index} className="flex" aria-hidden="true">
        <Skeleton className="h-80 flex-1 rounded-2xl" />
      </li>
    ));
  }
  return (hospitals.data ?? []).map((hospital) => (
    <li key={hospital.id} className="flex">
      <HospitalCard hospital={hospital} />
    </li>
  ));
}

/**
 * The partner hospitals with the data cache they fetch through: the landing page itself
 * renders without it, so the cache loads with this list, below the fold (ADR 0034).
 */
export function FeaturedHospitalsList() {
  return (
    <QueryProvider>
      <FeaturedHospitalItems />
    </QueryProvider>
  );
}
