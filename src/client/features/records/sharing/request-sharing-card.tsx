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

const GRANT_STATUS_LABELS: Record<RecordGrantStatus, string> = {
  live: 'Live',
  expired: 'Expired',
  revoked: 'Revoked',
};

const ASK_STATUS_LABELS: Record<DocumentRequest['status'], string> = {
  open: 'Open',
  answered: 'Answered',
  declined: 'Declined',
};

/** One hospital's ask, with "Share files" (answering it) and "Decline" while it is open. */
function AskItem({ ask, target }: { ask: DocumentRequest; target: ShareTarget | null }) {
  const decline = useDeclineDocumentRequest(ask.treatmentRequestId);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={ask.status === 'open' ? 'default' : 'secondary'}>
          {ASK_STATUS_LABELS[ask.status]}
        </Badge>
        <span className="text-muted-foreground">Asked {formatDate(ask.createdAt)}</span>
      </div>
      <p className="break-words">“{ask.message}”</p>
      {ask.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          {target && <ShareFilesDialog target={{ ...target, documentRequestId: ask.id }} />}
          <ConfirmButton
            buttonProps={{ variant: 'outline', size: 'sm' }}
            title="Decline this request?"
            description="The hospital sees that you declined. You can still share files later."
            confirmLabel="Decline request"
            onConfirm={async () => {
              await decline.mutateAsync(ask.id);
              toast({ title: 'Request declined' });
            }}
          >
            Decline
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

/** One grant: its records, purpose, expiry and status, with "Revoke" while it is live. */
function GrantItem({ grant }: { grant: RecordGrant }) {
  const revoke = useRevokeGrant(grant.treatmentRequestId);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={grant.status === 'live' ? 'default' : 'secondary'}>
          {GRANT_STATUS_LABELS[grant.status]}
        </Badge>
        <span className="text-muted-foreground">
          {grant.status === 'revoked' && grant.revokedAt
            ? `Revoked ${formatDate(grant.revokedAt)}`
            : `${grant.status === 'live' ? 'Until' : 'Ended'} ${formatDate(grant.expiresAt)}`}
        </span>
      </div>
      <p className="break-words">Purpose: {grant.purpose}</p>
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
            title="Revoke access?"
            description="The hospital can no longer open these files, from now on."
            confirmLabel="Revoke access"
            confirmVariant="destructive"
            onConfirm={async () => {
              await revoke.mutateAsync(grant.id);
              toast({ title: 'Access revoked' });
            }}
          >
            Revoke
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
  const name = entry.hospital.name ?? 'A deleted account';
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
          <h4 className="text-sm font-medium">Documents asked for</h4>
          <ul className="grid gap-2">
            {entry.documentRequests.map((ask) => (
              <AskItem key={ask.id} ask={ask} target={target} />
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">Files shared</h4>
        {entry.grants.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing shared with {name} yet.</p>
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
  const sharing = useRequestSharing(treatmentRequestId);
  let body;
  if (sharing.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (sharing.isError) {
    body = (
      <QueryErrorState
        title="Couldn't load your sharing"
        error={sharing.error}
        onRetry={() => void sharing.refetch()}
      />
    );
  } else if (sharing.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Once hospitals bid, you can share chosen files with them here.
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
          <h2>Sharing with hospitals</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">{body}</CardContent>
    </Card>
  );
}
