import type { TreatmentRequestStatus } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';

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

/** Status label as people read it: "Open", "Accepted", "Closed". */
export function requestStatusLabel(status: TreatmentRequestStatus): string {
  switch (status) {
    case 'open':
      return 'Open';
    case 'accepted':
      return 'Accepted';
    case 'closed':
      return 'Closed';
  }
}

/** A treatment request's status badge (SPEC §2.7, §4). */
export function RequestStatusBadge({ status }: { status: TreatmentRequestStatus }) {
  return <Badge variant={requestStatusVariant(status)}>{requestStatusLabel(status)}</Badge>;
}
