import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { Building2, Languages, MapPin, Stethoscope, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { HospitalBadges } from '#client/features/catalogue/components/hospital-badges.tsx';
import { HospitalRating } from '#client/features/catalogue/components/hospital-rating.tsx';
import { languagesOf, placeOf } from '#client/features/catalogue/lib/hospital-facts.ts';
import { formatTag } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A fact of the card with its icon; the term for screen readers only. */
function CardFact({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof MapPin;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One verified hospital in a catalogue list: its name (a link to its page, carrying
 * `treatmentSlug` so a quote asked there is for that procedure), accreditation badges, rating,
 * requests won and, from its approved profile, place, specialties and languages spoken.
 * Its name is an `h2`, or `h3` under a section's `h2` (`headingLevel`).
 */
export function CatalogueHospitalCard({
  hospital,
  treatmentSlug,
  headingLevel = 2,
}: {
  hospital: CatalogueHospital;
  treatmentSlug?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = cataloguePaths.hospital(hospital.slug);
  const locale = formatTag();
  const place = placeOf(hospital, locale);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Building2 className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <Heading className="text-lg leading-snug font-semibold">
            <Link
              href={treatmentSlug ? `${href}?treatment=${encodeURIComponent(treatmentSlug)}` : href}
              className="underline-offset-4 hover:underline focus-visible:underline"
            >
              {hospital.name}
            </Link>
          </Heading>
          <HospitalBadges accreditations={hospital.accreditations} />
        </div>
      </div>
      <dl className="grid gap-1.5 text-sm">
        {place && (
          <CardFact icon={MapPin} term={t('Location')}>
            {place}
          </CardFact>
        )}
        {hospital.specialties.length > 0 && (
          <CardFact icon={Stethoscope} term={t('Specialties')}>
            {hospital.specialties.join(', ')}
          </CardFact>
        )}
        {hospital.languages.length > 0 && (
          <CardFact icon={Languages} term={t('Languages spoken')}>
            {languagesOf(hospital, locale)}
          </CardFact>
        )}
        <div>
          <dt className="sr-only">{t('Verified rating')}</dt>
          <dd>
            <HospitalRating hospital={hospital} />
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Trophy className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{t('Requests won')}</dt>
          <dd>
            {hospital.requestsWon === 1
              ? t('1 request won')
              : t('{count} requests won', { count: hospital.requestsWon })}
          </dd>
        </div>
      </dl>
    </article>
  );
}
