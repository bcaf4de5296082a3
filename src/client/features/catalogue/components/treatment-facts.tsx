import { BedDouble, CalendarClock, ExternalLink, Tag } from 'lucide-react';
import type { Treatment } from '#shared/catalogue/catalogue.schemas.ts';
import { describePriceBasis, formatUsdRange } from '#shared/catalogue/catalogue-text.ts';
import { Badge } from '#client/components/ui/badge.tsx';

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
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <TreatmentFact icon={BedDouble} label="Typical stay">
          {treatment.typicalStay}
        </TreatmentFact>
        <TreatmentFact icon={CalendarClock} label="Typical recovery">
          {treatment.typicalRecovery}
        </TreatmentFact>
        <TreatmentFact icon={Tag} label="Price range">
          <span className="flex flex-wrap items-center gap-2">
            {formatUsdRange(range)}
            <Badge variant={range.basis === 'estimate' ? 'outline' : 'secondary'}>
              {describePriceBasis(range)}
            </Badge>
          </span>
        </TreatmentFact>
      </dl>
      <p className="text-sm text-muted-foreground">
        {range.basis === 'estimate'
          ? 'Estimated from indicative package prices until enough bids on CareAbroad have been accepted. Your price comes from the bids on your request.'
          : 'Lowest and highest total price of bids patients accepted on CareAbroad, commission included.'}{' '}
        Stay and recovery from{' '}
        <a
          href={treatment.sourceUrl}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {new URL(treatment.sourceUrl).hostname}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        ; general information, not medical advice.
      </p>
    </div>
  );
}
