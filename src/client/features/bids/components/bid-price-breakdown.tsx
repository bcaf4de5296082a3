import type { ReactNode } from 'react';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT } from '#shared/common/constants.ts';
import { formatNumber, formatUsd } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** The money fields of a bid, or of a preview from `computeBidPricing` (DESIGN §5). */
export type BidPricing = Pick<Bid, 'basePrice' | 'platformCommission' | 'totalPrice'> & {
  platformCommissionRate?: number | null;
};

/**
 * How a total splits into the hospital's price and the platform fee (SPEC §2.5, §2.7, §9).
 * `compact`: "$7,200 + $1,440 fee"; `detailed`: "$7,200 hospital price + $1,440 platform fee
 * (20%)". Renders nothing when the bid has no base price.
 */
export function BidPriceBreakdown({
  pricing,
  variant = 'compact',
  className,
}: {
  pricing: BidPricing;
  variant?: 'compact' | 'detailed';
  className?: string;
}) {
  const t = useT();
  if (!pricing.basePrice) return null;
  const base = formatUsd(pricing.basePrice);
  const fee = formatUsd(pricing.platformCommission);
  const rate = pricing.platformCommissionRate ?? DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      {variant === 'compact'
        ? t('{base} + {fee} fee', { base, fee })
        : t('{base} hospital price + {fee} platform fee ({rate}%)', {
            base,
            fee,
            rate: formatNumber(rate),
          })}
    </p>
  );
}

/**
 * The patient's total in large type with its breakdown underneath; `approximate` (the total in
 * the viewer's currency, issue #15) sits beside the USD total.
 */
export function BidTotalPrice({
  pricing,
  variant = 'compact',
  label = msg('Total price'),
  approximate,
}: {
  pricing: BidPricing;
  variant?: 'compact' | 'detailed';
  label?: string;
  approximate?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid gap-0.5">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t(label)}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-semibold tabular-nums">{formatUsd(pricing.totalPrice)}</span>
        {approximate}
      </p>
      <BidPriceBreakdown pricing={pricing} variant={variant} />
    </div>
  );
}
