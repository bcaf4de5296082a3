import { useId } from 'react';
import { BASE_CURRENCY } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useExchangeRates } from '#client/features/exchange-rates/api/use-exchange-rates.ts';
import { useUpdatePreferredCurrency } from '#client/features/exchange-rates/api/use-update-preferred-currency.ts';
import { ApproximatePrice } from '#client/features/exchange-rates/components/approximate-price.tsx';
import { currencyName } from '#client/features/exchange-rates/lib/approximate-price.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The amount the preview converts: a typical procedure price. */
const PREVIEW_USD = 10_000;

/**
 * The settings page's "Currency" card (issue #15): which currency prices are also shown in,
 * among those with a rate, with a preview. Amounts stay in USD; the other is approximate.
 */
export function CurrencyPreferenceSection({ user }: { user: CurrentUser }) {
  const t = useT();
  const rates = useExchangeRates();
  const update = useUpdatePreferredCurrency();
  const selectId = useId();
  const helpId = useId();
  const onChange = (currency: string) =>
    update.mutate(currency, {
      onSuccess: () =>
        toast({
          title:
            currency === BASE_CURRENCY
              ? t('Prices in US dollars only')
              : t('Prices also shown in {currency}', { currency: currencyName(currency) }),
        }),
    });
  return (
    <Card role="region" aria-labelledby="currency-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="currency-heading" className="text-lg">
            {t('Currency')}
          </h2>
        </CardTitle>
        <CardDescription>
          {t(
            'Prices are set and paid in US dollars. Beside them we can show an approximate amount in your currency, at the latest exchange rate.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rates.isPending ? (
          <div role="status" aria-label={t('Loading currencies')}>
            <Skeleton className="h-9" />
          </div>
        ) : rates.isError ? (
          <QueryErrorState
            title={t('Could not load the currencies')}
            error={rates.error}
            onRetry={() => void rates.refetch()}
          />
        ) : (
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('Also show prices in')}
            </label>
            <NativeSelect
              id={selectId}
              value={user.preferredCurrency}
              disabled={update.isPending}
              aria-describedby={helpId}
              onChange={(event) => onChange(event.target.value)}
              className="sm:max-w-sm"
            >
              <option value={BASE_CURRENCY}>{t('US dollars only (USD)')}</option>
              {rates.data.map((rate) => (
                <option key={rate.currency} value={rate.currency}>
                  {currencyName(rate.currency)} ({rate.currency})
                </option>
              ))}
            </NativeSelect>
            <p id={helpId} className="text-sm text-muted-foreground">
              {rates.data.length === 0
                ? t('No exchange rates have been entered yet, so prices show in US dollars only.')
                : user.preferredCurrency === BASE_CURRENCY
                  ? t('Choose a currency to see amounts in it as well.')
                  : t('What you pay is always the US dollar amount.')}
            </p>
            {user.preferredCurrency !== BASE_CURRENCY && (
              <p className="text-sm">
                {t('Example: {amount}', { amount: formatUsd(PREVIEW_USD) })}{' '}
                <ApproximatePrice usd={PREVIEW_USD} />
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
