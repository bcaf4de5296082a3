import { CircleAlert, CircleCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatCalendarDate, formatUsd } from '#client/lib/format.ts';
import type { ComparableQuote } from './comparable-quote.ts';
import { budgetStanding, isQuoteExpired, type ServiceMark } from './compare-quotes.ts';

/** What every cell needs besides its quote. */
export interface ComparisonContext {
  /** The request's maximum budget, whole USD. */
  budgetMaxUsd: number;
  /** `YYYY-MM-DD`: quotes valid until an earlier day are expired. */
  today: string;
  /** The same amount in the patient's currency, marked approximate (given by the page). */
  renderApproximate?: (amountUsd: number) => ReactNode;
}

/** One compared attribute: its row header and how one quote's value reads. */
export interface QuoteAttribute {
  id: string;
  label: string;
  /** False when the hospital left it out; a row nobody states is not shown. */
  isStated: (quote: ComparableQuote) => boolean;
  render: (quote: ComparableQuote, context: ComparisonContext) => ReactNode;
}

function NotStated() {
  return <span className="text-muted-foreground">Not stated</span>;
}

function BudgetMark({ quote, budgetMaxUsd }: { quote: ComparableQuote; budgetMaxUsd: number }) {
  const standing = budgetStanding(quote.totalPrice, budgetMaxUsd);
  return standing.kind === 'over' ? (
    <Badge variant="destructive">
      <CircleAlert aria-hidden="true" />
      Over budget by {formatUsd(standing.excessUsd)}
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleCheck aria-hidden="true" />
      Within budget
    </Badge>
  );
}

function ratingText(quote: ComparableQuote): ReactNode {
  const badges = quote.accreditations.map((a) => <AccreditationBadge key={a.body} {...a} />);
  if (quote.averageRating === null) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <NotStatedText text="No verified reviews" />
        {badges}
      </span>
    );
  }
  const reviews = `${quote.reviewCount} verified review${quote.reviewCount === 1 ? '' : 's'}`;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Star className="size-4 fill-current text-amber-600" aria-hidden="true" />
      <span className="font-medium tabular-nums">{quote.averageRating.toFixed(1)} out of 5</span>
      <span className="text-muted-foreground">({reviews})</span>
      {badges}
    </span>
  );
}

function NotStatedText({ text }: { text: string }) {
  return <span className="text-muted-foreground">{text}</span>;
}

/** A count with its unit, or "Not stated". */
function countOf(value: number | null, unit: string): ReactNode {
  if (value === null) return <NotStated />;
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** The attributes compared, in row order (issue #15): price first, then care, then terms. */
export const QUOTE_ATTRIBUTES: readonly QuoteAttribute[] = [
  {
    id: 'total',
    label: 'Total price',
    isStated: () => true,
    render: (quote, { budgetMaxUsd, renderApproximate }) => (
      <span className="grid justify-items-start gap-1">
        <span className="text-lg font-semibold tabular-nums">{formatUsd(quote.totalPrice)}</span>
        {renderApproximate?.(quote.totalPrice)}
        <BudgetMark quote={quote} budgetMaxUsd={budgetMaxUsd} />
      </span>
    ),
  },
  {
    id: 'previous-total',
    label: 'Earlier price',
    isStated: (quote) => quote.previousTotalPrice !== null,
    render: (quote) =>
      quote.previousTotalPrice === null ? (
        <NotStatedText text="Unchanged" />
      ) : (
        <span className="tabular-nums">Was {formatUsd(quote.previousTotalPrice)}</span>
      ),
  },
  {
    id: 'base',
    label: 'Hospital price',
    isStated: () => true,
    render: (quote) => <span className="tabular-nums">{formatUsd(quote.basePrice)}</span>,
  },
  {
    id: 'commission',
    label: 'Platform fee',
    isStated: () => true,
    render: (quote) => <span className="tabular-nums">{formatUsd(quote.platformCommission)}</span>,
  },
  {
    id: 'rating',
    label: 'Verified rating',
    isStated: () => true,
    render: ratingText,
  },
  {
    id: 'doctor',
    label: 'Lead doctor',
    isStated: (quote) => quote.leadDoctorName !== null,
    render: (quote) =>
      quote.leadDoctorName === null ? (
        <NotStated />
      ) : (
        <span className="grid">
          <span className="font-medium">{quote.leadDoctorName}</span>
          {quote.leadDoctorSpecialty && (
            <span className="text-muted-foreground">{quote.leadDoctorSpecialty}</span>
          )}
        </span>
      ),
  },
  {
    id: 'nights',
    label: 'Nights in hospital',
    isStated: (quote) => quote.hospitalNights !== null,
    render: (quote) => countOf(quote.hospitalNights, 'night'),
  },
  {
    id: 'recovery',
    label: 'Recovery before flying home',
    isStated: (quote) => quote.recoveryDays !== null,
    render: (quote) => countOf(quote.recoveryDays, 'day'),
  },
  {
    id: 'follow-ups',
    label: 'Follow-up consultations',
    isStated: (quote) => quote.followUpConsultations !== null,
    render: (quote) => countOf(quote.followUpConsultations, 'consultation'),
  },
  {
    id: 'valid-until',
    label: 'Price valid until',
    isStated: (quote) => quote.validUntil !== null,
    render: (quote, { today }) =>
      quote.validUntil === null ? (
        <NotStated />
      ) : (
        <span className="inline-flex flex-wrap items-center gap-1">
          {formatCalendarDate(`${quote.validUntil}T00:00:00.000Z`)}
          {isQuoteExpired(quote.validUntil, today) && <Badge variant="destructive">Expired</Badge>}
        </span>
      ),
  },
  {
    id: 'price-change',
    label: 'Price may change if',
    isStated: (quote) => quote.priceChangeConditions !== null,
    render: (quote) =>
      quote.priceChangeConditions === null ? (
        <NotStated />
      ) : (
        <span className="break-words whitespace-pre-line">{quote.priceChangeConditions}</span>
      ),
  },
];

/** The attributes at least one quote states; price and rating rows always show. */
export function statedAttributes(quotes: readonly ComparableQuote[]): QuoteAttribute[] {
  return QUOTE_ATTRIBUTES.filter((attribute) => quotes.some(attribute.isStated));
}

// Text glyphs rather than SVG icons: 50 bids × 25 services is over a thousand cells (issue #15's
// 100 ms budget), and a glyph costs one text node.
const SERVICE_MARKS = {
  included: { glyph: '✓', text: 'Included', className: 'font-medium text-success' },
  excluded: { glyph: '✗', text: 'Excluded', className: 'font-medium text-destructive' },
  'not-stated': { glyph: '—', text: 'Not stated', className: 'text-muted-foreground' },
} as const;

/** ✓ Included, ✗ Excluded or — Not stated: a sign and a word, never colour alone. */
export function ServiceMarkLabel({ mark }: { mark: ServiceMark }) {
  const { glyph, text, className } = SERVICE_MARKS[mark];
  return (
    <span className={className}>
      <span aria-hidden="true">{glyph} </span>
      {text}
    </span>
  );
}
