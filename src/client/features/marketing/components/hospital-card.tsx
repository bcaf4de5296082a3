import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { BadgeCheck, Building2, CircleCheck, Star } from 'lucide-react';
import { Suspense } from 'react';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { describeRating } from '#shared/catalogue/catalogue-text.ts';
import { Button } from '#client/components/ui/button.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';

// The dialog (Radix dialog, scroll lock) loads after the page; its button looks the same
// meanwhile (ADR 0034).
const HospitalTreatmentsDialog = lazyPage(
  () => import('#client/features/marketing/components/hospital-treatments-dialog.tsx'),
  'HospitalTreatmentsDialog',
);

/** What the card lists under the name: facts from the database, nothing written by hand. */
function highlightsOf(hospital: CatalogueHospital): string[] {
  const won = `${hospital.requestsWon} treatment ${hospital.requestsWon === 1 ? 'request' : 'requests'} won`;
  return ['Verified by the CareAbroad team', won];
}

/**
 * One verified partner hospital of the landing page (SPEC §2.3, issue #17): name (a link to its
 * catalogue page), verified rating, highlights and the treatments dialog. Its name is an `h3`
 * under the section's `h2`. Location and specialties join when hospital profiles exist.
 */
export function HospitalCard({ hospital }: { hospital: CatalogueHospital }) {
  return (
    <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative flex h-20 items-end justify-between bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--chart-3)_85%,white))] p-4 text-white sm:h-24">
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/20 backdrop-blur-sm">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <span className="flex items-center gap-1 rounded-full bg-black/20 px-2.5 py-1 text-xs font-medium backdrop-blur-sm">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          Verified
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h3 className="text-lg leading-snug font-semibold">
            <a
              href={cataloguePaths.hospital(hospital.slug)}
              className="underline-offset-4 hover:underline"
            >
              {hospital.name}
            </a>
          </h3>
          <p className="mt-1.5 flex items-center gap-1 text-sm text-muted-foreground">
            <Star
              className={
                hospital.averageRating === null
                  ? 'size-3.5'
                  : 'size-3.5 fill-amber-400 text-amber-400'
              }
              aria-hidden="true"
            />
            {describeRating(hospital)}
          </p>
        </div>

        <div className="flex-1">
          <h4 className="sr-only">Highlights</h4>
          <ul className="space-y-1.5 text-sm text-muted-foreground">
            {highlightsOf(hospital).map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <Suspense fallback={<Button className="w-full">View Treatments &amp; Rates</Button>}>
          <HospitalTreatmentsDialog hospitalName={hospital.name} />
        </Suspense>
      </div>
    </article>
  );
}
