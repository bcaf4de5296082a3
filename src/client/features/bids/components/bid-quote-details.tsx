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
import { useT } from '#client/i18n/locale-context.tsx';

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
  const t = useT();
  if (!bid.revisedAt) return null;
  const date = formatDate(bid.revisedAt);
  const previous = bid.previousTotalPrice;
  return (
    <p className="w-fit rounded-md border border-primary/30 bg-primary/5 px-2 py-1 text-sm font-medium">
      {previous !== null && previous !== bid.totalPrice
        ? t('Changed on {date} — was {price}', { date, price: formatUsd(previous) })
        : t('Changed on {date}', { date })}
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
  const t = useT();
  const nights = bid.hospitalNights;
  const days = bid.recoveryDays;
  const followUps = bid.followUpConsultations;
  return (
    <div className="grid gap-4">
      <FactList>
        {doctor && (
          <Fact icon={UserRound} label={t('Lead doctor')} isLabelVisible>
            {doctor}
          </Fact>
        )}
        {nights !== null && (
          <Fact icon={BedDouble} label={t('Hospital stay')} isLabelVisible>
            {nights === 1 ? t('1 night') : t('{count} nights', { count: nights })}
          </Fact>
        )}
        {days !== null && (
          <Fact icon={Plane} label={t('Recovery before flying home')} isLabelVisible>
            {days === 1 ? t('1 day') : t('{count} days', { count: days })}
          </Fact>
        )}
        {followUps !== null && (
          <Fact icon={Stethoscope} label={t('Follow-ups')} isLabelVisible>
            {followUps === 1
              ? t('1 consultation')
              : t('{count} consultations', { count: followUps })}
          </Fact>
        )}
        <Fact
          icon={CalendarClock}
          label={isExpired ? t('Expired') : t('Price valid until')}
          isLabelVisible
        >
          <span className={isExpired ? 'font-medium text-destructive' : undefined}>
            {formatCalendarDate(`${bid.validUntil}T00:00:00.000Z`)}
          </span>
        </Fact>
      </FactList>
      {included.length > 0 && <ItemList title={t('Included')} items={included} isIncluded />}
      {excluded.length > 0 && (
        <ItemList title={t('Not included')} items={excluded} isIncluded={false} />
      )}
      {bid.priceChangeConditions && (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t('When the price may change')}</h4>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {bid.priceChangeConditions}
          </p>
        </div>
      )}
    </div>
  );
}
