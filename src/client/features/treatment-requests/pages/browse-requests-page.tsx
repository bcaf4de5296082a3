import { Inbox } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PagedCardList } from '#client/components/query-card-list.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import {
  isAwaitingVerification,
  VerificationPendingNotice,
} from '#client/components/verification-pending-notice.tsx';
import { useAvailableTreatmentRequests } from '#client/features/treatment-requests/api/use-available-treatment-requests.ts';
import { AvailableRequestActions } from '#client/features/treatment-requests/components/request-card-actions.tsx';
import { TreatmentRequestCard } from '#client/features/treatment-requests/components/treatment-request-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Browse Treatment Requests (SPEC §2.8): open requests, newest first, each with Submit Bid and
 * View Details. Patients' identities are never shown (SECURITY §1).
 */
export function BrowseRequestsPage() {
  const { user } = useCurrentUser();
  const requests = useAvailableTreatmentRequests();
  const t = useT();
  return (
    <div className="grid gap-2">
      <PageHeader
        title={t('Browse Treatment Requests')}
        description={t('Open requests from patients looking for treatment abroad.')}
      />
      {isAwaitingVerification(user) && <VerificationPendingNotice className="mb-4" />}
      <PagedCardList
        query={requests}
        loadingLabel={t('Loading available requests')}
        errorTitle={t("Couldn't load available requests")}
        empty={
          <EmptyState
            icon={Inbox}
            title={t('No available requests')}
            description={t(
              'There are no open treatment requests right now. New ones appear here as patients post them.',
            )}
          />
        }
        renderItem={(request) => (
          <TreatmentRequestCard
            request={request}
            titleAs="h2"
            facts={['location', 'budget', 'startDate', 'bidDeadline']}
            actions={<AvailableRequestActions request={request} />}
          />
        )}
      />
    </div>
  );
}
