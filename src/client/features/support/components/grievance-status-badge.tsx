import type { SupportTicketStatus } from '#shared/support/support.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';

/** How people read a grievance's status (SPEC §4): open is under investigation, closed resolved. */
export function grievanceStatusLabel(status: SupportTicketStatus): string {
  switch (status) {
    case 'open':
      return 'Open';
    case 'closed':
      return 'Closed';
  }
}

/** A grievance's or support ticket's status badge: open default, closed as a success. */
export function GrievanceStatusBadge({ status }: { status: SupportTicketStatus }) {
  return (
    <Badge variant={status === 'open' ? 'default' : 'success'}>
      {grievanceStatusLabel(status)}
    </Badge>
  );
}
