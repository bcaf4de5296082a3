import {
  BedDouble,
  CalendarClock,
  CircleCheck,
  CircleMinus,
  Plane,
  Stethoscope,
  UserRound,
} from 'lucide-react';
import type { Bid } from '#shared/bids/bids.schemas.ts';
import { isQuoteExpired } from '#shared/bids/bids.policies.ts';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { formatCalendarDate, formatDate, formatUsd } from '#client/lib/format.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ItemList({
  title,
  items,
  isIncluded,
}: {
  title: string;
  items: string[];
  isIncluded: boolean;
}) {
  const Icon = isIncluded ? CircleCheck : CircleMinus;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-medium">{title}</h4>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={`${index}-${item}`} className="flex items-start gap-2">
            <Icon
              className={
                isIncluded
                  ? 'mt-0.5 size-4 shrink-0 text-success'
                  : 'mt-0.5 size-4 shrink-0 text-muted-foreground'
              }
              aria-hidden="true"
            />
            <span className="break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Changed on Nov 26, 2026 — was $10,200" when the hospital edited its bid (issue #15); the
 * earlier total shows only when the edit changed the price.
 */
export function BidRevisionNote({ bid }: { bid: Bid }) {
  if (!bid.revisedAt) return null;
  const wasPrice =
    bid.previousTotalPrice !== null && bid.previousTotalPrice !== bid.totalPrice
      ? ` — was ${formatUsd(bid.previousTotalPrice)}`
      : '';
  return (
    <p className="w-fit rounded-md border border-primary/30 bg-primary/5 px-2 py-1 text-sm font-medium">
      Changed on {formatDate(bid.revisedAt)}
      {wasPrice}
    </p>
  );
}

/**
 * The structured quote of a bid (issue #15): lead doctor, nights in hospital, recovery days,
 * follow-ups, validity (marked when expired), what is included and excluded, and when the price
 * may change. Fields the hospital did not state are left out.
 */
export function BidQuoteDetails({ bid }: { bid: Bid }) {
  const isExpired = bid.status === 'pending' && isQuoteExpired(bid.validUntil);
  const included = bid.includedServices ?? [];
  const excluded = bid.excludedServices ?? [];
  const doctor = [bid.leadDoctorName, bid.leadDoctorSpecialty].filter(Boolean).join(', ');
  return (
    <div className="grid gap-4">
      <FactList>
        {doctor && (
          <Fact icon={UserRound} label="Lead doctor" isLabelVisible>
            {doctor}
          </Fact>
        )}
        {bid.hospitalNights !== null && (
          <Fact icon={BedDouble} label="Hospital stay" isLabelVisible>
            {plural(bid.hospitalNights, 'night', 'nights')}
          </Fact>
        )}
        {bid.recoveryDays !== null && (
          <Fact icon={Plane} label="Recovery before flying home" isLabelVisible>
            {plural(bid.recoveryDays, 'day', 'days')}
          </Fact>
        )}
        {bid.followUpConsultations !== null && (
          <Fact icon={Stethoscope} label="Follow-ups" isLabelVisible>
            {plural(bid.followUpConsultations, 'consultation', 'consultations')}
          </Fact>
        )}
        <Fact
          icon={CalendarClock}
          label={isExpired ? 'Expired' : 'Price valid until'}
          isLabelVisible
        >
          <span className={isExpired ? 'font-medium text-destructive' : undefined}>
            {formatCalendarDate(`${bid.validUntil}T00:00:00.000Z`)}
          </span>
        </Fact>
      </FactList>
      {included.length > 0 && <ItemList title="Included" items={included} isIncluded />}
      {excluded.length > 0 && <ItemList title="Not included" items={excluded} isIncluded={false} />}
      {bid.priceChangeConditions && (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">When the price may change</h4>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {bid.priceChangeConditions}
          </p>
        </div>
      )}
    </div>
  );
}
