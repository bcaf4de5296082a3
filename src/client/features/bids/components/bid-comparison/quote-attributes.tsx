import { CircleAlert, CircleCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatCalendarDate, formatNumber, formatUsd } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
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

/** One compared attribute: its row header (an English message) and how one quote's value reads. */
export interface QuoteAttribute {
  id: string;
  label: string;
  /** False when the hospital left it out; a row nobody states is not shown. */
  isStated: (quote: ComparableQuote) => boolean;
  render: (quote: ComparableQuote, context: ComparisonContext) => ReactNode;
}

function NotStated() {
  return <NotStatedText text={msg('Not stated')} />;
}

function BudgetMark({ quote, budgetMaxUsd }: { quote: ComparableQuote; budgetMaxUsd: number }) {
  const t = useT();
  const standing = budgetStanding(quote.totalPrice, budgetMaxUsd);
  return standing.kind === 'over' ? (
    <Badge variant="destructive">
      <CircleAlert aria-hidden="true" />
      {t('Over budget by {amount}', { amount: formatUsd(standing.excessUsd) })}
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleCheck aria-hidden="true" />
      {t('Within budget')}
    </Badge>
  );
}

function RatingCell({ quote }: { quote: ComparableQuote }) {
  const t = useT();
  const badges = quote.accreditations.map((a) => <AccreditationBadge key={a.body} {...a} />);
  if (quote.averageRating === null) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <NotStatedText text={msg('No verified reviews')} />
        {badges}
      </span>
    );
  }
  const count = quote.reviewCount;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Star className="size-4 fill-current text-amber-600" aria-hidden="true" />
      <span className="font-medium tabular-nums">
        {t('{rating} out of 5', { rating: formatNumber(quote.averageRating, 1) })}
      </span>
      <span className="text-muted-foreground">
        {count === 1 ? t('(1 verified review)') : t('({count} verified reviews)', { count })}
      </span>
      {badges}
    </span>
  );
}

/** Muted text for a missing or unchanged value; `text` is an English message. */
function NotStatedText({ text }: { text: string }) {
  const t = useT();
  return <span className="text-muted-foreground">{t(text)}</span>;
}

/** A count with its unit (`one` for 1, `many` with `{count}`: English messages), or "Not stated". */
function Count({ value, one, many }: { value: number | null; one: string; many: string }) {
  const t = useT();
  if (value === null) return <NotStated />;
  return value === 1 ? t(one) : t(many, { count: value });
}

/** "Was $9,600" for a quote whose total changed. */
function EarlierPrice({ amountUsd }: { amountUsd: number }) {
  const t = useT();
  return <span className="tabular-nums">{t('Was {price}', { price: formatUsd(amountUsd) })}</span>;
}

function ExpiredBadge() {
  const t = useT();
  return <Badge variant="destructive">{t('Expired')}</Badge>;
}

/** The attributes compared, in row order (issue #15): price first, then care, then terms. */
export const QUOTE_ATTRIBUTES: readonly QuoteAttribute[] = [
  {
    id: 'total',
    label: msg('Total price'),
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
    label: msg('Earlier price'),
    isStated: (quote) => quote.previousTotalPrice !== null,
    render: (quote) =>
      quote.previousTotalPrice === null ? (
        <NotStatedText text={msg('Unchanged')} />
      ) : (
        <EarlierPrice amountUsd={quote.previousTotalPrice} />
      ),
  },
  {
    id: 'base',
    label: msg('Hospital price'),
    isStated: () => true,
    render: (quote) => <span className="tabular-nums">{formatUsd(quote.basePrice)}</span>,
  },
  {
    id: 'commission',
    label: msg('Platform fee'),
    isStated: () => true,
    render: (quote) => <span className="tabular-nums">{formatUsd(quote.platformCommission)}</span>,
  },
  {
    id: 'rating',
    label: msg('Verified rating'),
    isStated: () => true,
    render: (quote) => <RatingCell quote={quote} />,
  },
  {
    id: 'doctor',
    label: msg('Lead doctor'),
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
    label: msg('Nights in hospital'),
    isStated: (quote) => quote.hospitalNights !== null,
    render: (quote) => (
      <Count value={quote.hospitalNights} one={msg('1 night')} many={msg('{count} nights')} />
    ),
  },
  {
    id: 'recovery',
    label: msg('Recovery before flying home'),
    isStated: (quote) => quote.recoveryDays !== null,
    render: (quote) => (
      <Count value={quote.recoveryDays} one={msg('1 day')} many={msg('{count} days')} />
    ),
  },
  {
    id: 'follow-ups',
    label: msg('Follow-up consultations'),
    isStated: (quote) => quote.followUpConsultations !== null,
    render: (quote) => (
      <Count
        value={quote.followUpConsultations}
        one={msg('1 consultation')}
        many={msg('{count} consultations')}
      />
    ),
  },
  {
    id: 'valid-until',
    label: msg('Price valid until'),
    isStated: (quote) => quote.validUntil !== null,
    render: (quote, { today }) =>
      quote.validUntil === null ? (
        <NotStated />
      ) : (
        <span className="inline-flex flex-wrap items-center gap-1">
          {formatCalendarDate(`${quote.validUntil}T00:00:00.000Z`)}
          {isQuoteExpired(quote.validUntil, today) && <ExpiredBadge />}
        </span>
      ),
  },
  {
    id: 'price-change',
    label: msg('Price may change if'),
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
  included: { glyph: '✓', text: msg('Included'), className: 'font-medium text-success' },
  excluded: { glyph: '✗', text: msg('Excluded'), className: 'font-medium text-destructive' },
  'not-stated': { glyph: '—', text: msg('Not stated'), className: 'text-muted-foreground' },
} as const;

/** ✓ Included, ✗ Excluded or — Not stated: a sign and a word, never colour alone. */
export function ServiceMarkLabel({ mark }: { mark: ServiceMark }) {
  const { glyph, text, className } = SERVICE_MARKS[mark];
  const t = useT();
  return (
    <span className={className}>
      <span aria-hidden="true">{glyph} </span>
      {t(text)}
    </span>
  );
}
