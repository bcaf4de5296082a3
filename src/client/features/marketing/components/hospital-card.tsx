import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { BadgeCheck, Building2, CircleCheck } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';

// The dialog (Radix dialog, scroll lock) loads after the page; its button looks the same
// meanwhile (ADR 0034).
const HospitalTreatmentsDialog = lazyPage(
  () => import('#client/features/marketing/components/hospital-treatments-dialog.tsx'),
  'HospitalTreatmentsDialog',
);

/** What the card lists under the name: facts from the database, nothing written by hand. */
function useHighlights(hospital: CatalogueHospital): string[] {
  const t = useT();
  const count = hospital.requestsWon;
  const won =
    count === 1 ? t('1 treatment request won') : t('{count} treatment requests won', { count });
  return [t('Verified by the CareAbroad team'), won];
}

/**
 * One verified partner hospital of the landing page (SPEC §2.3, issue #17): name (a link to its
 * catalogue page), its verified `rating` (the catalogue's, composed by the app), highlights and
 * the treatments dialog. Its name is an `h3` under the section's `h2`.
 */
export function HospitalCard({
  hospital,
  rating,
}: {
  hospital: CatalogueHospital;
  rating: ReactNode;
}) {
  const t = useT();
  const highlights = useHighlights(hospital);
  return (
    <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative flex h-20 items-end justify-between bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklch,var(--chart-3)_85%,white))] p-4 text-white sm:h-24">
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/20 backdrop-blur-sm">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <span className="flex items-center gap-1 rounded-full bg-black/20 px-2.5 py-1 text-xs font-medium backdrop-blur-sm">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {t('Verified')}
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
          <p className="mt-1.5 text-sm text-muted-foreground">{rating}</p>
        </div>

        <div className="flex-1">
          <h4 className="sr-only">{t('Highlights')}</h4>
          <ul className="space-y-1.5 text-sm text-muted-foreground">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>

        <Suspense fallback={<Button className="w-full">{t('View Treatments & Rates')}</Button>}>
          <HospitalTreatmentsDialog hospitalName={hospital.name} />
        </Suspense>
      </div>
    </article>
  );
}
