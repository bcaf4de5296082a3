import { FilePlus, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PagedCardList } from '#client/components/query-card-list.tsx';
import { useMyTreatmentRequests } from '#client/features/treatment-requests/api/use-my-treatment-requests.ts';
import { ViewRequestButton } from '#client/features/treatment-requests/components/request-card-actions.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';

function CreateRequestButton() {
  const t = useT();
  return (
    <Button asChild>
      <Link href={paths.createRequest}>
        <FilePlus aria-hidden="true" />
        {t('Create Request')}
      </Link>
    </Button>
  );
}

/**
 * My Treatment Requests (SPEC §2.7): every request of the caller, newest first, with status,
 * description, location, budget, creation date and View Details; "Load more" follows the
 * server's pages.
 */
export function MyRequestsPage() {
  const requests = useMyTreatmentRequests();
  const t = useT();
  return (
    <div className="grid gap-2">
      <PageHeader
        title={t('My Treatment Requests')}
        description={t('Follow your requests and compare the bids hospitals send you.')}
        actions={<CreateRequestButton />}
      />
      <PagedCardList
        query={requests}
        loadingLabel={t('Loading your requests')}
        errorTitle={t("Couldn't load your requests")}
        empty={
          <EmptyState
            icon={Inbox}
            title={t('No requests yet')}
            description={t(
              'Create your first treatment request and verified hospitals will send you priced bids.',
            )}
            action={<CreateRequestButton />}
          />
        }
        renderItem={(request) => (
          <TreatmentRequestCard
            request={request}
            titleAs="h2"
            facts={['location', 'budget', 'createdAt']}
            actions={<ViewRequestButton request={request} />}
          />
        )}
      />
    </div>
  );
}
