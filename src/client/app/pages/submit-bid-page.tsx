import { paths } from '#shared/navigation/paths.ts';
import { BackLink } from '#client/components/back-link.tsx';
import { CardTitleRow } from '#client/components/card-title-row.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { BidForm } from '#client/features/bids/components/bid-form.tsx';
import { RequestQueryFallback } from '#client/features/treatment-requests/components/request-query-fallback.tsx';
import { RequestDetails } from '#client/features/treatment-requests/components/request-details.tsx';
import { RequestStatusBadge } from '#client/features/treatment-requests/components/request-status-badge.tsx';
import { useTreatmentRequest } from '#client/lib/use-treatment-request.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Submit Bid (`/submit-bid/{id}`, SPEC §2.8, §5): the request on the left, the bids feature's
 * form on the right. A missing request reads "Request not found".
 */
export function SubmitBidPage({ id }: { id: string }) {
  const request = useTreatmentRequest(id);
  const t = useT();
  const back = { href: paths.browseRequests, label: t('Back to Browse') };

  if (request.isPending || request.isError) {
    return (
      <RequestQueryFallback
        request={request}
        back={back}
        notFoundDescription={t(
          'This treatment request does not exist or is no longer open for bids.',
        )}
      />
    );
  }

  const data = request.data;
  return (
    <div className="grid gap-2">
      <BackLink {...back} />
      <PageHeader
        title={t('Submit a Bid')}
        description={t('Send the patient your price and treatment plan.')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitleRow badge={<RequestStatusBadge status={data.status} />}>
              <CardTitle>
                <h2 className="text-lg break-words">{data.procedureType}</h2>
              </CardTitle>
            </CardTitleRow>
            <CardDescription>{t('Treatment request')}</CardDescription>
          </CardHeader>
          <CardContent>
            <RequestDetails request={data} />
          </CardContent>
        </Card>
        <div className="lg:col-span-3">
          <BidForm request={data} />
        </div>
      </div>
    </div>
  );
}
