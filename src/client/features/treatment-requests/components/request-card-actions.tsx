import { Send } from 'lucide-react';
import { isBiddingClosed } from '#shared/treatment-requests/treatment-requests.policies.ts';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';

type RequestRef = Pick<TreatmentRequest, 'id' | 'procedureType'>;

/** "View Details" on a request card; screen readers hear "View Details of {procedure}". */
export function ViewRequestButton({ request }: { request: RequestRef }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.request(request.id)}>
        View Details<span className="sr-only"> of {request.procedureType}</span>
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
  return (
    <>
      {isBiddingClosed(request.bidDeadline) ? (
        <p className="text-sm font-medium text-muted-foreground">Bidding closed</p>
      ) : (
        <Button asChild size="sm">
          <Link href={paths.submitBid(request.id)}>
            <Send aria-hidden="true" />
            Submit Bid<span className="sr-only"> for {request.procedureType}</span>
          </Link>
        </Button>
      )}
      <ViewRequestButton request={request} />
    </>
  );
}
