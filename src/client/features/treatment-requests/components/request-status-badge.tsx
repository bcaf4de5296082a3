import type { TreatmentRequestStatus } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

type BadgeVariant = 'default' | 'secondary' | 'outline';

/** Badge look per request status (SPEC §2.7): open default, accepted secondary, closed outline. */
export function requestStatusVariant(status: TreatmentRequestStatus): BadgeVariant {
  switch (status) {
    case 'open':
      return 'default';
    case 'accepted':
      return 'secondary';
    case 'closed':
      return 'outline';
  }
}

/** Status label as people read it, in English: "Open", "Accepted", "Closed". */
export function requestStatusLabel(status: TreatmentRequestStatus): string {
  switch (status) {
    case 'open':
      return msg('Open');
    case 'accepted':
      return msg('Accepted');
    case 'closed':
      return msg('Closed');
  }
}

/** A treatment request's status badge (SPEC §2.7, §4). */
export function RequestStatusBadge({ status }: { status: TreatmentRequestStatus }) {
  const t = useT();
  return <Badge variant={requestStatusVariant(status)}>{t(requestStatusLabel(status))}</Badge>;
}
