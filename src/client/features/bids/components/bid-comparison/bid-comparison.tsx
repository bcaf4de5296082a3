import { useId, useMemo, useState, type ReactNode } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useIsMobile } from '#client/hooks/use-mobile.ts';
import { BidComparisonCards } from './bid-comparison-cards.tsx';
import { BidComparisonTable } from './bid-comparison-table.tsx';
import type { ComparableQuote } from './comparable-quote.ts';
import {
  QUOTE_SORTS,
  alignServices,
  localIsoDate,
  sortQuotes,
  type QuoteSort,
} from './compare-quotes.ts';
import { statedAttributes, type ComparisonContext } from './quote-attributes.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

function isQuoteSort(value: string): value is QuoteSort {
  return value in QUOTE_SORTS;
}

/**
 * Side-by-side comparison of a request's quotes (issue #15): a table on desktop and swipeable
 * cards under 768 px, sorted by price, rating or stay with the sort announced. Marks totals over
 * `budgetMaxUsd` (whole USD) and quotes whose validity ended before `today` (`YYYY-MM-DD`,
 * default the viewer's today). `renderApproximate(usd)` adds the patient's currency beside a
 * total. Deciding on a bid stays with the bid cards.
 */
export function BidComparison({
  quotes,
  budgetMaxUsd,
  renderApproximate,
  today = localIsoDate(),
}: {
  quotes: readonly ComparableQuote[];
  budgetMaxUsd: number;
  renderApproximate?: (amountUsd: number) => ReactNode;
  today?: string;
}) {
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<QuoteSort>('price');
  const selectId = useId();
  const sorted = useMemo(() => sortQuotes(quotes, sort), [quotes, sort]);
  const services = useMemo(() => alignServices(sorted), [sorted]);
  const attributes = useMemo(() => statedAttributes(sorted), [sorted]);
  const context: ComparisonContext = { budgetMaxUsd, today, renderApproximate };
  const t = useT();
  const sortedBy = t(QUOTE_SORTS[sort]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Label htmlFor={selectId}>{t('Sort bids by')}</Label>
        <NativeSelect
          id={selectId}
          className="w-auto"
          value={sort}
          onChange={(event) => {
            if (isQuoteSort(event.target.value)) setSort(event.target.value);
          }}
        >
          <option value="price">{t('Price (lowest first)')}</option>
          <option value="rating">{t('Rating (highest first)')}</option>
          <option value="stay">{t('Stay (fewest nights first)')}</option>
        </NativeSelect>
        <p className="text-sm text-muted-foreground" role="status">
          {sortedBy}
        </p>
      </div>
      {isMobile ? (
        <BidComparisonCards
          // A new order starts again at the first card.
          key={sort}
          quotes={sorted}
          attributes={attributes}
          services={services}
          context={context}
        />
      ) : (
        <BidComparisonTable
          quotes={sorted}
          attributes={attributes}
          services={services}
          context={context}
          caption={t('{count} bids compared. {sortedBy}', { count: quotes.length, sortedBy })}
        />
      )}
    </div>
  );
}
