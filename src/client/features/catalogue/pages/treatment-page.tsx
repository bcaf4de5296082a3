import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { NotFoundState } from '#client/components/not-found-state.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { useDocumentTitle } from '#client/lib/page-title.ts';
import { useCatalogueHospitals } from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { useTreatment } from '#client/features/catalogue/api/use-treatment.ts';
import {
  CatalogueHospitalGrid,
  CatalogueHospitalGridSkeleton,
} from '#client/features/catalogue/components/catalogue-hospital-grid.tsx';
import { RequestQuoteButton } from '#client/features/catalogue/components/request-quote-button.tsx';
import { TreatmentFacts } from '#client/features/catalogue/components/treatment-facts.tsx';
import { Link } from 'wouter';
import { useT } from '#client/i18n/locale-context.tsx';

/** Hospitals a procedure's page shows; the rest are on `/hospitals`. */
const HOSPITALS_SHOWN = 6;

/** The verified hospitals under a procedure, each linking to its page for this procedure. */
function TreatmentHospitals({ slug }: { slug: string }) {
  const hospitals = useCatalogueHospitals({});
  const t = useT();
  return (
    <section aria-labelledby="treatment-hospitals" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="treatment-hospitals" className="text-xl font-semibold">
          {t('Verified hospitals')}
        </h2>
        <Link
          href={cataloguePaths.hospitals}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('All verified hospitals')}
        </Link>
      </div>
      {hospitals.isPending ? (
        <CatalogueHospitalGridSkeleton />
      ) : hospitals.isError ? (
        <QueryErrorState
          title={t("Couldn't load hospitals")}
          error={hospitals.error}
          onRetry={() => void hospitals.refetch()}
        />
      ) : (
        <CatalogueHospitalGrid
          hospitals={hospitals.data.pages.flatMap((page) => page.items).slice(0, HOSPITALS_SHOWN)}
          treatmentSlug={slug}
          headingLevel={3}
        />
      )}
    </section>
  );
}

/**
 * A procedure's public page (`/treatments/{slug}`, issue #17): what it is, typical stay and
 * recovery with their source, the price range (real or a marked estimate), "Request a quote"
 * and the verified hospitals. The server sends the same content as HTML first (ADR 0055).
 */
export function TreatmentPage({ slug, audience }: { slug: string; audience: Role | null }) {
  const treatment = useTreatment(slug);
  const t = useT();
  // The registry's title names the kind of page; once known, the tab names this one.
  useDocumentTitle(treatment.data?.name ?? t('Treatment'));
  if (treatment.isPending) {
    return (
      <div
        role="status"
        aria-label={t('Loading treatment')}
        className="mx-auto grid w-full max-w-5xl gap-4"
      >
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (treatment.isError) {
    return isApiError(treatment.error, 404) ? (
      <NotFoundState
        title={t('Treatment not found')}
        description={t(
          'We have no page for this treatment. You can still ask verified hospitals for a quote.',
        )}
        back={{ href: cataloguePaths.hospitals, label: t('Browse verified hospitals') }}
      />
    ) : (
      <QueryErrorState
        title={t("Couldn't load this treatment")}
        error={treatment.error}
        onRetry={() => void treatment.refetch()}
      />
    );
  }
  const { data } = treatment;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <div className="grid gap-4">
        <PageHeader
          className="pb-0"
          title={data.name}
          description={data.summary}
          actions={
            <RequestQuoteButton audience={audience} prefill={{ procedureType: data.name }} />
          }
        />
        <Badge variant="secondary">{data.specialty}</Badge>
        <TreatmentFacts treatment={data} />
      </div>
      <TreatmentHospitals slug={slug} />
    </div>
  );
}
