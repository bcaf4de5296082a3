import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { BidTotalPrice } from '#client/features/bids/components/bid-price-breakdown.tsx';
import { BidStatusBadge } from '#client/features/bids/components/bid-status-badge.tsx';
import { BidRevisionNote } from '#client/features/bids/components/bid-quote-details.tsx';
import { bidHospitalName } from '#client/features/bids/lib/hospital-name.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * A bid received, as the patient dashboard lists it (SPEC §2.5): hospital, status, the
 * request's procedure, total with "Hospital price + Fee", any edit of the quote (issue #15),
 * duration and View Bid.
 */
export function PatientBidCard({ bid }: { bid: Bid }) {
  const hospital = bidHospitalName(bid.hospital);
  const t = useT();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitleRow badge={<BidStatusBadge status={bid.status} />}>
          <CardTitle className="text-base">
            <h3 className="break-words">{hospital}</h3>
          </CardTitle>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {t('for {procedure}', { procedure: bid.treatmentRequest.procedureType })}
          </p>
        </CardTitleRow>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BidTotalPrice pricing={bid} />
        <BidRevisionNote bid={bid} />
        <FactList>
          <Fact icon={Clock} label={t('Estimated duration')}>
            {bid.estimatedDuration}
          </Fact>
        </FactList>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.request(bid.treatmentRequestId)}>
            {t('View Bid')}
            <span className="sr-only"> {t('from {hospital}', { hospital })}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
