import { Star } from 'lucide-react';
import type { HospitalRatingSummary } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatNumber } from '#client/lib/format.ts';

/**
 * Beside a bid card's hospital (issue #17): its verified rating with the review count, and its
 * accreditation badges. Nothing while loading or without reviews and badges.
 */
export function HospitalTrust({ summary }: { summary: HospitalRatingSummary | undefined }) {
  const t = useT();
  if (!summary) return null;
  const count = summary.reviewCount;
  return (
    <>
      {summary.averageRating !== null && (
        <span className="inline-flex items-center gap-1 text-sm">
          <Star className="size-4 fill-current text-amber-600" aria-hidden="true" />
          <span className="font-medium tabular-nums">{formatNumber(summary.averageRating, 1)}</span>
          <span className="text-muted-foreground">
            {count === 1 ? t('(1 verified review)') : t('({count} verified reviews)', { count })}
          </span>
        </span>
      )}
      {summary.accreditations?.map((a) => (
        <AccreditationBadge key={a.body} {...a} />
      ))}
    </>
  );
}
