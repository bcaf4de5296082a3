import { cn } from '#client/lib/utils.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { BASE_CURRENCY } from '#shared/exchange-rates/exchange-rates.schemas.ts';
import { useExchangeRates } from '#client/features/exchange-rates/api/use-exchange-rates.ts';
import {
  formatApproximatePrice,
  type ApproximatePriceText,
} from '#client/features/exchange-rates/lib/approximate-price.ts';

/**
 * A whole-USD amount in the signed-in user's preferred currency at its latest rate (issue #15),
 * or null: for USD, while the rates load, or when that currency has no rate.
 */
export function useApproximatePrice(usd: number): ApproximatePriceText | null {
  const { user } = useCurrentUser();
  const currency = user?.preferredCurrency ?? BASE_CURRENCY;
  const rates = useExchangeRates({ enabled: currency !== BASE_CURRENCY });
  const rate = rates.data?.find((candidate) => candidate.currency === currency);
  return rate ? formatApproximatePrice({ usd, ...rate }) : null;
}

/**
 * `≈ €1,234` beside a USD price, for the signed-in user's preferred currency; renders nothing
 * for USD or when there is no rate. Screen readers hear "approximately 1,234 euros, at the
 * rate of February 6, 2026" instead of the symbol. The USD amount stays the price.
 */
export function ApproximatePrice({ usd, className }: { usd: number; className?: string }) {
  const price = useApproximatePrice(usd);
  if (!price) return null;
  return (
    <span className={cn('text-sm text-muted-foreground', className)} data-approximate-price="">
      <span aria-hidden="true">{price.text}</span>
      <span className="sr-only">{price.accessibleText}</span>
    </span>
  );
}
