import { Building2, CircleCheck, MapPin, Star } from 'lucide-react';
import { Suspense } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type {
  FeaturedCity,
  FeaturedHospital,
} from '#client/features/marketing/content/featured-hospitals.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { cn } from '#client/lib/utils.ts';

// The dialog (Radix dialog, scroll lock) loads after the page; its button looks the same
// meanwhile (ADR 0034).
const HospitalTreatmentsDialog = lazyPage(
  () => import('#client/features/marketing/components/hospital-treatments-dialog.tsx'),
  'HospitalTreatmentsDialog',
);

/** Banner gradient per city, from the theme palette, so cards read as places, not photos. */
const CITY_BANNER_CLASSES: Record<FeaturedCity, string> = {
  Singapore:
    'bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--chart-3)_85%,white))]',
  Chennai:
    'bg-[linear-gradient(135deg,color-mix(in_oklch,var(--chart-2)_90%,black),color-mix(in_oklch,var(--primary)_80%,white))]',
  Delhi:
    'bg-[linear-gradient(135deg,color-mix(in_oklch,var(--chart-3)_90%,black),color-mix(in_oklch,var(--chart-1)_85%,white))]',
  Bangalore:
    'bg-[linear-gradient(135deg,color-mix(in_oklch,var(--success)_75%,var(--primary)),color-mix(in_oklch,var(--chart-2)_80%,white))]',
};

/**
 * One featured hospital (SPEC §2.3): name, location, rating, specialties and highlights, and
 * the treatments dialog. Its name is an `h3` under the section's `h2`.
 */
export function HospitalCard({ hospital }: { hospital: FeaturedHospital }) {
  return (
    <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div
        className={cn(
          'relative flex h-20 items-end sm:h-24 justify-between p-4 text-white',
          CITY_BANNER_CLASSES[hospital.city],
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/20 backdrop-blur-sm">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <span className="rounded-full bg-black/20 px-2.5 py-1 text-xs font-medium backdrop-blur-sm">
          {hospital.city}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h3 className="text-lg leading-snug font-semibold">{hospital.name}</h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              {hospital.location}
            </span>
            <span className="flex items-center gap-1 font-medium text-foreground">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="sr-only">Rating </span>
              {hospital.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
          </div>
        </div>

        <div>
          <h4 className="sr-only">Specialties</h4>
          <ul className="flex flex-wrap gap-1.5">
            {hospital.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge variant="secondary">{specialty}</Badge>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex-1">
          <h4 className="sr-only">Highlights</h4>
          <ul className="space-y-1.5 text-sm text-muted-foreground">
            {hospital.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <Suspense fallback={<Button className="w-full">View Treatments &amp; Rates</Button>}>
          <HospitalTreatmentsDialog hospital={hospital} />
        </Suspense>
      </div>
    </article>
  );
}
