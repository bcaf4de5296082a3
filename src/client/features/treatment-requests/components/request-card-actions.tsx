import { Send } from 'lucide-react';
import { isBiddingClosed } from '#shared/treatment-requests/treatment-requests.policies.ts';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

type RequestRef = Pick<TreatmentRequest, 'id' | 'procedureType'>;

/** "View Details" on a request card; screen readers hear "View Details of {procedure}". */
export function ViewRequestButton({ request }: { request: RequestRef }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.request(request.id)}>
        {t('View Details')}
        <span className="sr-only">
          {' '}
          {t('of {procedure}', { procedure: request.procedureType })}
        </span>
      </Link>
    </Button>
  );
}

/**
 * A hospital's actions on an open request card: "Submit Bid for {procedure}" (or "Bidding
 * closed" once its bid deadline passed, issue #15) and View Details.
 */
export function AvailableRequestActions({
  request,
}: {
  request: RequestRef & Pick<TreatmentRequest, 'bidDeadline'>;
}) {
  const t = useT();
  return (
    <>
      {isBiddingClosed(request.bidDeadline) ? (
        <p className="text-sm font-medium text-muted-foreground">{t('Bidding closed')}</p>
      ) : (
        <Button asChild size="sm">
          <Link href={paths.submitBid(request.id)}>
            <Send aria-hidden="true" />
            {t('Submit Bid')}
            <span className="sr-only">
              {' '}
              {t('for {procedure}', { procedure: request.procedureType })}
            </span>
          </Link>
        </Button>
      )}
      <ViewRequestButton request={request} />
    </>
  );
}
