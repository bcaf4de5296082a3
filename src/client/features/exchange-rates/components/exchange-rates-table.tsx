import { Pencil } from 'lucide-react';
import type { ExchangeRate } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  currencyName,
  formatRateDate,
} from '#client/features/exchange-rates/lib/approximate-price.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const SOURCE_LABEL = {
  ecb: msg('ECB'),
  manual: msg('Manual'),
} as const satisfies Record<ExchangeRate['source'], string>;

/** A stored rate without the trailing zeros of its 8 places: `0.92360000` → `0.9236`. */
function trimRate(unitsPerUsd: string): string {
  return unitsPerUsd.includes('.') ? unitsPerUsd.replace(/\.?0+$/, '') : unitsPerUsd;
}

/** Cell padding: tighter on a phone, so the table fits 390 px without scrolling sideways. */
const CELL = 'px-2 py-2 sm:px-4';

/**
 * The latest rate of every currency: code and name, units per US dollar, the day, where it came
 * from, and an Edit button. On a phone the day and source move under the rate and Edit shows
 * its icon only, so the table fits the screen; it still scrolls sideways rather than squeeze.
 */
export function ExchangeRatesTable({
  rates,
  onEdit,
}: {
  rates: ExchangeRate[];
  onEdit: (rate: ExchangeRate) => void;
}) {
  const t = useT();
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t('Latest exchange rate of each currency, per US dollar')}
        </caption>
        <thead className="bg-muted/50 text-start">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('Currency')}
            </th>
            <th scope="col" className={`${CELL} text-end font-medium`}>
              {t('Per US dollar')}
            </th>
            <th scope="col" className={`${CELL} hidden font-medium sm:table-cell`}>
              {t('Date')}
            </th>
            <th scope="col" className={`${CELL} hidden font-medium sm:table-cell`}>
              {t('Source')}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => {
            const source = (
              <Badge variant={rate.source === 'ecb' ? 'secondary' : 'outline'}>
                {t(SOURCE_LABEL[rate.source])}
              </Badge>
            );
            return (
              <tr key={rate.currency} className="border-t">
                <th scope="row" className={`${CELL} text-start font-medium`}>
                  {rate.currency}{' '}
                  <span className="block font-normal text-muted-foreground sm:inline">
                    {currencyName(rate.currency)}
                  </span>
                </th>
                <td className={`${CELL} text-end`}>
                  <span className="font-mono tabular-nums">{trimRate(rate.unitsPerUsd)}</span>
                  <span className="mt-1 flex flex-wrap items-center justify-end gap-1 text-xs text-muted-foreground sm:hidden">
                    {formatRateDate(rate.rateDate)} {source}
                  </span>
                </td>
                <td className={`${CELL} hidden whitespace-nowrap sm:table-cell`}>
                  {formatRateDate(rate.rateDate)}
                </td>
                <td className={`${CELL} hidden sm:table-cell`}>{source}</td>
                <td className={`${CELL} text-end`}>
                  <Button variant="ghost" size="sm" onClick={() => onEdit(rate)}>
                    <Pencil aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{t('Edit')}</span>
                    <span className="sr-only">
                      {' '}
                      {t('{currency} rate', { currency: rate.currency })}
                    </span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
