import type { ComparableQuote } from './comparable-quote.ts';
import type { ServiceRow } from './compare-quotes.ts';
import {
  ServiceMarkLabel,
  type ComparisonContext,
  type QuoteAttribute,
} from './quote-attributes.tsx';
import { QuoteHeading } from './quote-heading.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

const rowHeaderClass =
  'sticky left-0 z-10 min-w-40 bg-card px-3 py-2 text-left align-top font-medium text-muted-foreground';
const cellClass = 'min-w-48 px-3 py-2 align-top';

/**
 * The desktop comparison (issue #15): one column per quote, one row per attribute, then one row
 * per service aligned across quotes. Row headers stay in view while the table scrolls sideways.
 */
export function BidComparisonTable({
  quotes,
  attributes,
  services,
  context,
  caption,
}: {
  quotes: readonly ComparableQuote[];
  attributes: readonly QuoteAttribute[];
  services: readonly ServiceRow[];
  context: ComparisonContext;
  caption: string;
}) {
  const t = useT();
  return (
    <div
      className="overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={t('Bid comparison table')}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={rowHeaderClass}>
              {t('Hospital')}
            </th>
            {quotes.map((quote) => (
              <th key={quote.bidId} scope="col" className={`${cellClass} text-start font-normal`}>
                <QuoteHeading quote={quote} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.id} className="border-b">
              <th scope="row" className={rowHeaderClass}>
                {t(attribute.label)}
              </th>
              {quotes.map((quote) => (
                <td key={quote.bidId} className={cellClass}>
                  {attribute.render(quote, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {services.length > 0 && (
          <tbody>
            <tr className="border-b bg-muted/50">
              <th
                scope="colgroup"
                colSpan={quotes.length + 1}
                className="px-3 py-2 text-start font-semibold"
              >
                {t('Included and excluded services')}
              </th>
            </tr>
            {services.map((row) => (
              <tr key={row.service} className="border-b last:border-b-0">
                <th scope="row" className={`${rowHeaderClass} break-words`}>
                  {row.service}
                </th>
                {row.marks.map((mark, index) => (
                  <td key={quotes[index]?.bidId ?? index} className={cellClass}>
                    <ServiceMarkLabel mark={mark} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
