import { Pencil } from 'lucide-react';
import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  currencyName,
  formatRateDate,
} from '#client/features/exchange-rates/lib/approximate-price.ts';

const SOURCE_LABEL = {
  ecb: 'ECB',
  manual: 'Manual',
} as const satisfies Record<ExchangeRate['source'], string>;

/** A stored rate without the trailing zeros of its 8 places: `0.92360000` → `0.9236`. */
function trimRate(unitsPerUsd: string): string {
  return unitsPerUsd.includes('.') ? unitsPerUsd.replace(/\.?0+$/, '') : unitsPerUsd;
}

/**
 * The latest rate of every currency: code and name, units per US dollar, the day, where it came
 * from, and an Edit button. Scrolls sideways on a phone rather than squeezing the figures.
 */
export function ExchangeRatesTable({
  rates,
  onEdit,
}: {
  rates: ExchangeRate[];
  onEdit: (rate: ExchangeRate) => void;
}) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Latest exchange rate of each currency, per US dollar</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Currency
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Per US dollar
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Source
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.currency} className="border-t">
              <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap">
                {rate.currency}{' '}
                <span className="font-normal text-muted-foreground">
                  {currencyName(rate.currency)}
                </span>
              </th>
              <td className="px-4 py-2 text-right font-mono tabular-nums">
                {trimRate(rate.unitsPerUsd)}
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{formatRateDate(rate.rateDate)}</td>
              <td className="px-4 py-2">
                <Badge variant={rate.source === 'ecb' ? 'secondary' : 'outline'}>
                  {SOURCE_LABEL[rate.source]}
                </Badge>
              </td>
              <td className="px-4 py-2 text-right">
                <Button variant="ghost" size="sm" onClick={() => onEdit(rate)}>
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {rate.currency} rate</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
