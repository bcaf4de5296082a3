import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { VerifiedBadge } from '#client/components/verified-badge.tsx';
import type { ComparableQuote } from './comparable-quote.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { bidStatusLabel } from '#client/features/bids/components/bid-status-badge.tsx';

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
  const t = useT();
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
          {t(bidStatusLabel(quote.status))}
        </Badge>
      </span>
    </span>
  );
}
