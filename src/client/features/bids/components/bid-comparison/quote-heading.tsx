import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { VerifiedBadge } from '#client/components/verified-badge.tsx';
import type { ComparableQuote, ComparableQuoteStatus } from './comparable-quote.ts';

const STATUS_LABELS: Record<ComparableQuoteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/**
 * A quote's hospital (linking to its profile), Verified badge and status, atop its column or
 * card; `asHeading` makes the name a level-3 heading (the cards, which have no column header).
 */
export function QuoteHeading({
  quote,
  asHeading = false,
}: {
  quote: ComparableQuote;
  asHeading?: boolean;
}) {
  const Name = asHeading ? 'h3' : 'span';
  return (
    <span className="grid justify-items-start gap-1">
      <Name className="text-base">
        <Link
          href={paths.hospital(quote.hospitalId)}
          className="rounded-sm font-semibold break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {quote.hospitalName}
        </Link>
      </Name>
      <span className="flex flex-wrap gap-1">
        {quote.hospitalVerified && <VerifiedBadge />}
        <Badge variant={quote.status === 'accepted' ? 'default' : 'secondary'}>
          {STATUS_LABELS[quote.status]}
        </Badge>
      </span>
    </span>
  );
}
