import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useVerificationQueue } from '#client/features/hospital-profiles/api/use-verification-queue.ts';
import { EvidenceViewer } from '#client/features/hospital-profiles/components/evidence-viewer.tsx';
import { ProfileFacts } from '#client/features/hospital-profiles/components/profile-facts.tsx';
import { VerificationDecision } from '#client/features/hospital-profiles/components/verification-decision.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The admin's hospital verification queue (`/admin/hospital-verification`, issue #17): each
 * submitted profile, oldest first, with its details beside its certificates, and the decision.
 */
export function VerificationQueuePage({
  renderPdf,
}: {
  /** Draws a PDF certificate (the app passes the records feature's preview). */
  renderPdf: (url: string, title: string) => ReactNode;
}) {
  const t = useT();
  const queue = useVerificationQueue();
  let body;
  if (queue.isPending) {
    body = (
      <div role="status" aria-label={t('Loading the verification queue')}>
        <Skeleton aria-hidden="true" className="h-96" />
      </div>
    );
  } else if (queue.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load the queue")}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  } else if (queue.data.length === 0) {
    body = (
      <EmptyState
        icon={ShieldCheck}
        title={t('No hospitals waiting')}
        description={t('Submitted hospital profiles appear here with their certificates.')}
        titleAs="h2"
      />
    );
  } else {
    body = (
      <ul className="grid gap-6">
        {queue.data.map((item) => {
          const name = item.legalName ?? item.email;
          return (
            <li key={item.hospitalId}>
              <Card>
                <CardHeader>
                  <CardTitle>
                    <h2 className="text-lg">{name}</h2>
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {item.email}
                    {item.submittedAt &&
                      ` · ${t('submitted {date}', { date: formatDate(item.submittedAt) })}`}
                  </p>
                </CardHeader>
                <CardContent className="grid gap-6 lg:grid-cols-2">
                  <div className="grid content-start gap-6">
                    <ProfileFacts profile={item} />
                    <VerificationDecision hospitalId={item.hospitalId} name={name} />
                  </div>
                  <EvidenceViewer accreditations={item.accreditations} renderPdf={renderPdf} />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="grid gap-4">
      <PageHeader
        title={t('Hospital verification')}
        description={t(
          "Check each submitted profile against its certificates and the bodies' public registers, then approve it or ask for changes.",
        )}
      />
      {body}
    </div>
  );
}
