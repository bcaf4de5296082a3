import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { ComparableQuote } from './comparable-quote.ts';
import type { ServiceRow } from './compare-quotes.ts';
import {
  ServiceMarkLabel,
  type ComparisonContext,
  type QuoteAttribute,
} from './quote-attributes.tsx';
import { QuoteHeading } from './quote-heading.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Index of the card whose left edge is nearest the strip's left edge. */
function nearestCardIndex(strip: HTMLElement): number {
  const cards = [...strip.children] as HTMLElement[];
  let nearest = 0;
  let nearestDistance = Number.POSITIVE_INFINITY;
  cards.forEach((card, index) => {
    const distance = Math.abs(card.offsetLeft - strip.offsetLeft - strip.scrollLeft);
    if (distance < nearestDistance) {
      nearest = index;
      nearestDistance = distance;
    }
  });
  return nearest;
}

/** Cards whose details render at once; the rest follow in a transition (issue #15's 100 ms). */
const EAGER_CARDS = 3;

/** One card's attributes and aligned services, the same content as a table column. */
function QuoteCardDetails({
  quote,
  quoteIndex,
  attributes,
  services,
  context,
}: {
  quote: ComparableQuote;
  quoteIndex: number;
  attributes: readonly QuoteAttribute[];
  services: readonly ServiceRow[];
  context: ComparisonContext;
}) {
  const t = useT();
  return (
    <>
      <dl className="grid gap-2">
        {attributes.map((attribute) => (
          <div key={attribute.id} className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{t(attribute.label)}</dt>
            <dd>{attribute.render(quote, context)}</dd>
          </div>
        ))}
      </dl>
      {services.length > 0 && (
        <div className="grid gap-1">
          <h4 className="text-xs font-semibold">{t('Included and excluded services')}</h4>
          <dl className="grid gap-1">
            {services.map((row) => (
              <div key={row.service} className="flex items-start justify-between gap-2">
                <dt className="min-w-0 break-words">{row.service}</dt>
                <dd className="shrink-0">
                  <ServiceMarkLabel mark={row.marks[quoteIndex] ?? 'not-stated'} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </>
  );
}

/**
 * The phone comparison (issue #15): the same content as the table, one swipeable card per quote
 * (horizontal scroll snap), with "2 of 5" and Previous / Next buttons for keyboards and for
 * people who do not swipe. The strip itself is focusable so arrow keys scroll it. The first
 * cards render at once and the rest in a transition right after.
 */
export function BidComparisonCards({
  quotes,
  attributes,
  services,
  context,
}: {
  quotes: readonly ComparableQuote[];
  attributes: readonly QuoteAttribute[];
  services: readonly ServiceRow[];
  context: ComparisonContext;
}) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const [isFilled, setIsFilled] = useState(quotes.length <= EAGER_CARDS);
  useEffect(() => {
    // The cards off screen fill in as an interruptible render, so a swipe never waits for them.
    if (!isFilled) startTransition(() => setIsFilled(true));
  }, [isFilled]);
  const current = Math.min(position, quotes.length - 1);
  const t = useT();

  const showCard = (index: number) => {
    const card = stripRef.current?.children[index];
    card?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
    setPosition(index);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={current === 0}
          onClick={() => showCard(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {t('Previous')}
          <span className="sr-only"> {t('bid')}</span>
        </Button>
        <p className="text-sm font-medium tabular-nums" aria-live="polite">
          {t('{position} of {count}', { position: current + 1, count: quotes.length })}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={current === quotes.length - 1}
          onClick={() => showCard(current + 1)}
        >
          {t('Next')}
          <span className="sr-only"> {t('bid')}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* Positioned, so the cards' screen-reader-only text (absolutely placed) scrolls with the
          strip instead of widening the page. */}
      <div
        ref={stripRef}
        className="relative -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        tabIndex={0}
        role="region"
        aria-label={t('Bids side by side, swipe or scroll sideways')}
        onScroll={(event) => setPosition(nearestCardIndex(event.currentTarget))}
      >
        {quotes.map((quote, quoteIndex) => (
          <article
            key={quote.bidId}
            aria-label={t('{position} of {count}: {hospital}', {
              position: quoteIndex + 1,
              count: quotes.length,
              hospital: quote.hospitalName,
            })}
            aria-busy={!isFilled && quoteIndex >= EAGER_CARDS}
            className="grid w-[85%] shrink-0 snap-start content-start gap-3 rounded-xl border bg-card p-4 text-sm shadow-sm"
          >
            <QuoteHeading quote={quote} asHeading />
            {isFilled || quoteIndex < EAGER_CARDS ? (
              <QuoteCardDetails
                quote={quote}
                quoteIndex={quoteIndex}
                attributes={attributes}
                services={services}
                context={context}
              />
            ) : (
              <p className="text-muted-foreground">{t('Loading the details…')}</p>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}
