import type {
  DocumentRequest,
  RecordGrant,
  RecordGrantStatus,
  RequestSharing,
} from '#shared/records/record-sharing.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  ShareFilesDialog,
  type ShareTarget,
} from '#client/features/records/sharing/share-files-dialog.tsx';
import {
  useDeclineDocumentRequest,
  useRequestSharing,
  useRevokeGrant,
} from '#client/features/records/sharing/use-request-sharing.ts';
import { formatDate } from '#client/lib/format.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const GRANT_STATUS_LABELS: Record<RecordGrantStatus, string> = {
  live: msg('Live'),
  expired: msg('Expired'),
  revoked: msg('Revoked'),
};

const ASK_STATUS_LABELS: Record<DocumentRequest['status'], string> = {
  open: msg('Open'),
  answered: msg('Answered'),
  declined: msg('Declined'),
};

/** One hospital's ask, with "Share files" (answering it) and "Decline" while it is open. */
function AskItem({ ask, target }: { ask: DocumentRequest; target: ShareTarget | null }) {
  const t = useT();
  const decline = useDeclineDocumentRequest(ask.treatmentRequestId);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={ask.status === 'open' ? 'default' : 'secondary'}>
          {t(ASK_STATUS_LABELS[ask.status])}
        </Badge>
        <span className="text-muted-foreground">
          {t('Asked {date}', { date: formatDate(ask.createdAt) })}
        </span>
      </div>
      <p className="break-words">“{ask.message}”</p>
      {ask.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          {target && <ShareFilesDialog target={{ ...target, documentRequestId: ask.id }} />}
          <ConfirmButton
            buttonProps={{ variant: 'outline', size: 'sm' }}
            title={t('Decline this request?')}
            description={t('The hospital sees that you declined. You can still share files later.')}
            confirmLabel={t('Decline request')}
            cancelLabel={t('Cancel')}
            onConfirm={async () => {
              await decline.mutateAsync(ask.id);
              toast({ title: t('Request declined') });
            }}
          >
            {t('Decline')}
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

/** One grant: its records, purpose, expiry and status, with "Revoke" while it is live. */
function GrantItem({ grant }: { grant: RecordGrant }) {
  const t = useT();
  const revoke = useRevokeGrant(grant.treatmentRequestId);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={grant.status === 'live' ? 'default' : 'secondary'}>
          {t(GRANT_STATUS_LABELS[grant.status])}
        </Badge>
        <span className="text-muted-foreground">
          {grant.status === 'revoked' && grant.revokedAt
            ? t('Revoked {date}', { date: formatDate(grant.revokedAt) })
            : grant.status === 'live'
              ? t('Until {date}', { date: formatDate(grant.expiresAt) })
              : t('Ended {date}', { date: formatDate(grant.expiresAt) })}
        </span>
      </div>
      <p className="break-words">{t('Purpose: {purpose}', { purpose: grant.purpose })}</p>
      <ul className="list-inside list-disc">
        {grant.records.map((record) => (
          <li key={record.id} className="break-words">
            {record.title}
          </li>
        ))}
      </ul>
      {grant.status === 'live' && (
        <div>
          <ConfirmButton
            buttonProps={{ variant: 'outline', size: 'sm' }}
            title={t('Revoke access?')}
            description={t('The hospital can no longer open these files, from now on.')}
            confirmLabel={t('Revoke access')}
            cancelLabel={t('Cancel')}
            confirmVariant="destructive"
            onConfirm={async () => {
              await revoke.mutateAsync(grant.id);
              toast({ title: t('Access revoked') });
            }}
          >
            {t('Revoke')}
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

/** One bidding hospital: its asks, its grants, and "Share files" while its bid is live. */
function HospitalSharing({
  entry,
  treatmentRequestId,
}: {
  entry: RequestSharing[number];
  treatmentRequestId: string;
}) {
  const t = useT();
  const name = entry.hospital.name ?? t('A deleted account');
  const headingId = `sharing-${entry.hospital.id}`;
  const target = entry.canGrant ? { treatmentRequestId, hospital: entry.hospital } : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {name}
        </h3>
        {target && <ShareFilesDialog target={target} />}
      </div>
      {entry.documentRequests.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{t('Documents asked for')}</h4>
          <ul className="grid gap-2">
            {entry.documentRequests.map((ask) => (
              <AskItem key={ask.id} ask={ask} target={target} />
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">{t('Files shared')}</h4>
        {entry.grants.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('Nothing shared with {name} yet.', { name })}
          </p>
        ) : (
          <ul className="grid gap-2">
            {entry.grants.map((grant) => (
              <GrantItem key={grant.id} grant={grant} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * "Sharing with hospitals" on the owner's request page (issue #14, ADR 0041): per bidding
 * hospital its document requests (answer with files, or decline) and the grants made to it
 * (revoke while live), from `GET /api/treatment-requests/{id}/sharing`.
 */
export function RequestSharingCard({ treatmentRequestId }: { treatmentRequestId: string }) {
  const t = useT();
  const sharing = useRequestSharing(treatmentRequestId);
  let body;
  if (sharing.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (sharing.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load your sharing")}
        error={sharing.error}
        onRetry={() => void sharing.refetch()}
      />
    );
  } else if (sharing.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        {t('Once hospitals bid, you can share chosen files with them here.')}
      </p>
    );
  } else {
    body = sharing.data.map((entry) => (
      <HospitalSharing
        key={entry.hospital.id}
        entry={entry}
        treatmentRequestId={treatmentRequestId}
      />
    ));
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('Sharing with hospitals')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">{body}</CardContent>
    </Card>
  );
}
