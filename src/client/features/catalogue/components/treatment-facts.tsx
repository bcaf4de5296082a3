import { BedDouble, CalendarClock, ExternalLink, Tag } from 'lucide-react';
import type { Treatment } from '#shared/catalogue/catalogue.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** One labelled fact of a procedure, with its icon. */
function TreatmentFact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Tag;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

/**
 * A procedure's typical stay, recovery and price range (issue #17). An estimated range says so
 * in words and with a badge; a real one says how many accepted bids it comes from.
 */
export function TreatmentFacts({ treatment }: { treatment: Treatment }) {
  const range = treatment.priceRange;
  const t = useT();
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <TreatmentFact icon={BedDouble} label={t('Typical stay')}>
          {treatment.typicalStay}
        </TreatmentFact>
        <TreatmentFact icon={CalendarClock} label={t('Typical recovery')}>
          {treatment.typicalRecovery}
        </TreatmentFact>
        <TreatmentFact icon={Tag} label={t('Price range')}>
          <span className="flex flex-wrap items-center gap-2">
            {formatUsd(range.minUsd)} – {formatUsd(range.maxUsd)}
            <Badge variant={range.basis === 'estimate' ? 'outline' : 'secondary'}>
              {range.basis === 'estimate'
                ? t('estimate')
                : t('from {count} accepted bids', { count: range.acceptedBidCount })}
            </Badge>
          </span>
        </TreatmentFact>
      </dl>
      <p className="text-sm text-muted-foreground">
        {range.basis === 'estimate'
          ? t(
              'Estimated from indicative package prices until enough bids on CareAbroad have been accepted. Your price comes from the bids on your request.',
            )
          : t(
              'Lowest and highest total price of bids patients accepted on CareAbroad, commission included.',
            )}{' '}
        {t('Stay and recovery from:')}{' '}
        <a
          href={treatment.sourceUrl}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {new URL(treatment.sourceUrl).hostname}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('(opens in a new tab)')}</span>
        </a>
        . {t('General information, not medical advice.')}
      </p>
    </div>
  );
}
