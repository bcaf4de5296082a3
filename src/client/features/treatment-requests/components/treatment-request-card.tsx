import { CalendarDays, Clock, Hourglass, MapPin, Wallet } from 'lucide-react';
import { isBiddingClosed } from '#shared/treatment-requests/treatment-requests.policies.ts';
import type { ReactNode } from 'react';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Fact, FactList } from '#client/components/fact-list.tsx';
import { RequestStatusBadge } from '#client/features/treatment-requests/components/request-status-badge.tsx';
import {
  formatBudgetRange,
  formatCalendarDate,
  formatDate,
  formatDateTime,
} from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import { HiddenDescriptionNote } from '#client/features/treatment-requests/components/hidden-description-note.tsx';

/** Which facts a request card lists under its description. */
export type RequestCardFact = 'location' | 'budget' | 'startDate' | 'createdAt' | 'bidDeadline';

/**
 * A treatment request in a list (dashboards, My Treatment Requests, Browse; SPEC §2.5, §2.7,
 * §2.8): procedure type, status badge, description (or why it is hidden), the chosen facts and
 * action buttons.
 */
export function TreatmentRequestCard({
  request,
  facts = ['location', 'budget'],
  titleAs: Title = 'h3',
  actions,
}: {
  request: TreatmentRequest;
  facts?: readonly RequestCardFact[];
  titleAs?: 'h2' | 'h3';
  actions?: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitleRow badge={<RequestStatusBadge status={request.status} />}>
          <CardTitle className="text-base sm:text-lg">
            <Title className="break-words">{request.procedureType}</Title>
          </CardTitle>
        </CardTitleRow>
      </CardHeader>
      <CardContent className="grid gap-3">
        {request.description === undefined ? (
          <HiddenDescriptionNote />
        ) : (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground">
            {request.description}
          </p>
        )}
        <FactList>
          {facts.map((fact) => (
            <RequestFact key={fact} fact={fact} request={request} />
          ))}
        </FactList>
      </CardContent>
      {actions && <CardFooter className="flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}

function RequestFact({ fact, request }: { fact: RequestCardFact; request: TreatmentRequest }) {
  const t = useT();
  switch (fact) {
    case 'location':
      return (
        <Fact icon={MapPin} label={t('Preferred location')}>
          {request.preferredLocation}
        </Fact>
      );
    case 'budget':
      return (
        <Fact icon={Wallet} label={t('Budget')}>
          {formatBudgetRange(request.budgetMin, request.budgetMax)}
        </Fact>
      );
    case 'startDate':
      return (
        <Fact icon={CalendarDays} label={t('Preferred start date')}>
          {t('Starts {date}', { date: formatCalendarDate(request.preferredStartDate) })}
        </Fact>
      );
    case 'bidDeadline': {
      // Only a request with a deadline shows one (issue #15).
      const deadline = request.bidDeadline;
      if (deadline === null) return null;
      return (
        <Fact icon={Hourglass} label={t('Bid deadline')}>
          {isBiddingClosed(deadline)
            ? t('Bidding closed {date}', { date: formatDateTime(deadline) })
            : t('Bids until {date}', { date: formatDateTime(deadline) })}
        </Fact>
      );
    }
    case 'createdAt':
      return (
        <Fact icon={Clock} label={t('Created')}>
          {t('Created {date}', { date: formatDate(request.createdAt) })}
        </Fact>
      );
  }
}
