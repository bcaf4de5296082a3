import { Star } from 'lucide-react';
import type { HospitalRatingSummary } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';

/**
 * Beside a bid card's hospital (issue #17): its verified rating with the review count, and its
 * accreditation badges. Nothing while loading or without reviews and badges.
 */
export function HospitalTrust({ summary }: { summary: HospitalRatingSummary | undefined }) {
  if (!summary) return null;
  return (
    <>
      {summary.averageRating !== null && (
        <span className="inline-flex items-center gap-1 text-sm">
          <Star className="size-4 fill-current text-amber-600" aria-hidden="true" />
          <span className="font-medium tabular-nums">{summary.averageRating.toFixed(1)}</span>
          <span className="text-muted-foreground">
            ({summary.reviewCount} verified review{summary.reviewCount === 1 ? '' : 's'})
          </span>
        </span>
      )}
      {summary.accreditations?.map((a) => (
        <AccreditationBadge key={a.body} {...a} />
      ))}
    </>
  );
}
