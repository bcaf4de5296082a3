import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { Trophy } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { findTreatmentEntry } from '#shared/catalogue/treatments.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { NotFoundState } from '#client/components/not-found-state.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { useDocumentTitle } from '#client/lib/page-title.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { useCatalogueHospital } from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { HospitalBadges } from '#client/features/catalogue/components/hospital-badges.tsx';
import { HospitalRating } from '#client/features/catalogue/components/hospital-rating.tsx';
import { languagesOf, placeOf } from '#client/features/catalogue/lib/hospital-facts.ts';
import { formatTag } from '#client/i18n/i18n.ts';
import { RequestQuoteButton } from '#client/features/catalogue/components/request-quote-button.tsx';

/**
 * A verified hospital's public page (`/hospitals/{slug}`, issue #17): its badges, place,
 * specialties and languages from its approved profile, its verified rating, requests won and
 * "Request a quote" — for the procedure of `treatmentSlug` when the visitor came from that
 * procedure's page.
 */
export function CatalogueHospitalPage({
  slug,
  treatmentSlug,
  audience,
}: {
  slug: string;
  treatmentSlug: string | undefined;
  audience: Role | null;
}) {
  const t = useT();
  const hospital = useCatalogueHospital(slug);
  // The registry's title names the kind of page; once known, the tab names this one.
  useDocumentTitle(hospital.data?.name ?? t('Hospital'));
  const treatment = treatmentSlug ? findTreatmentEntry(treatmentSlug) : undefined;
  if (hospital.isPending) {
    return (
      <div
        role="status"
        aria-label={t('Loading hospital')}
        className="mx-auto grid w-full max-w-3xl gap-4"
      >
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (hospital.isError) {
    return isApiError(hospital.error, 404) ? (
      <NotFoundState
        title={t('Hospital not found')}
        description={t('This hospital is not in our catalogue of verified hospitals.')}
        back={{ href: cataloguePaths.hospitals, label: t('Browse verified hospitals') }}
      />
    ) : (
      <QueryErrorState
        title={t("Couldn't load this hospital")}
        error={hospital.error}
        onRetry={() => void hospital.refetch()}
      />
    );
  }
  const { data } = hospital;
  const locale = formatTag();
  // From its approved profile (ADR 0059); a hospital without one shows none of these.
  const facts = [
    [t('Location'), placeOf(data, locale)],
    [t('Specialties'), data.specialties.join(', ')],
    [t('Languages spoken'), languagesOf(data, locale)],
  ].filter(([, value]) => value);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        className="pb-0"
        title={data.name}
        description={
          treatment ? (
            <>
              {t('Asking about')}{' '}
              <Link
                href={cataloguePaths.treatment(treatment.slug)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {treatment.name}
              </Link>
            </>
          ) : undefined
        }
        actions={
          <RequestQuoteButton
            audience={audience}
            prefill={{ procedureType: treatment?.name ?? '', hospital: data.name }}
          />
        }
      />
      <HospitalBadges accreditations={data.accreditations} />
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
        <div className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t('Verified rating')}</dt>
          <dd className="mt-1 font-medium">
            <HospitalRating hospital={data} />
          </dd>
        </div>
        <div className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t('Requests won')}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-medium">
            <Trophy className="size-4 text-muted-foreground" aria-hidden="true" />
            {data.requestsWon}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {t(
          'A quote request goes to every verified hospital; mentioning {name} in it tells them whom you would like to hear from.',
          { name: data.name },
        )}{' '}
        <Link
          href={cataloguePaths.hospitals}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('All verified hospitals')}
        </Link>
      </p>
    </div>
  );
}
