import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isQuoteExpired } from '#shared/bids/bids.policies.ts';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { BidTotalPrice } from '#client/features/bids/components/bid-price-breakdown.tsx';
import {
  BidQuoteDetails,
  BidRevisionNote,
} from '#client/features/bids/components/bid-quote-details.tsx';
import { BidStatusBadge } from '#client/features/bids/components/bid-status-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { bidHospitalName } from '#client/features/bids/lib/hospital-name.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { formatDate } from '#client/lib/format.ts';
import { VerifiedBadge } from '#client/components/verified-badge.tsx';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * One bid on the request detail page (SPEC §2.7): the hospital (linking to its profile, with
 * Verified), status (and "Expired" for a pending quote past its validity, issue #15), total
 * with its breakdown and any edit, duration, treatment plan and the structured quote;
 * `actions` holds Accept / Reject when the viewer may decide; `renderApproximate` shows the
 * total in the viewer's currency; `hospitalTrust` the hospital's rating and accreditation badges
 * (issue #17).
 */
export function RequestBidCard({
  bid,
  actions,
  renderApproximate,
  hospitalTrust,
}: {
  bid: Bid;
  actions?: ReactNode;
  renderApproximate?: (amountUsd: number) => ReactNode;
  /** The hospital's verified rating and accreditation badges, from other features. */
  hospitalTrust?: ReactNode;
}) {
  const isExpired = bid.status === 'pending' && isQuoteExpired(bid.validUntil);
  const isWithdrawn = bid.status === 'withdrawn';
  const t = useT();
  return (
    <Card
      className={isWithdrawn ? 'gap-4 border-dashed' : 'gap-4'}
      aria-labelledby={`bid-${bid.id}-title`}
    >
      <CardHeader>
        <CardTitleRow
          badge={
            <span className="flex gap-1.5">
              {isExpired && <Badge variant="destructive">{t('Expired')}</Badge>}
              <BidStatusBadge status={bid.status} />
            </span>
          }
        >
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="min-w-0 text-base sm:text-lg">
              <h3 id={`bid-${bid.id}-title`} className="break-words">
                <Link
                  href={paths.hospital(bid.hospitalId)}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {bidHospitalName(bid.hospital)}
                </Link>
              </h3>
            </CardTitle>
            {bid.hospital.verified && <VerifiedBadge />}
            {hospitalTrust}
          </div>
        </CardTitleRow>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isWithdrawn && (
          <p className="text-sm font-medium">{t('The hospital withdrew this bid.')}</p>
        )}
        <BidRevisionNote bid={bid} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <BidTotalPrice
            pricing={bid}
            variant="detailed"
            approximate={renderApproximate?.(bid.totalPrice)}
          />
          <FactList>
            <Fact icon={Clock} label={t('Estimated duration')}>
              {bid.estimatedDuration}
            </Fact>
          </FactList>
        </div>
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t('Treatment plan')}</h4>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {bid.description}
          </p>
        </div>
        <BidQuoteDetails bid={bid} />
        <p className="text-xs text-muted-foreground">
          {t('Submitted {date}', { date: formatDate(bid.createdAt) })}
        </p>
      </CardContent>
      {actions && <CardFooter className="flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
