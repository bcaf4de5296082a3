import type { SupportTicketStatus } from '#shared/support/support.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * How people read a grievance's status (SPEC §4): open is under investigation, closed resolved.
 * The English message; show it through `t`.
 */
export function grievanceStatusLabel(status: SupportTicketStatus): string {
  switch (status) {
    case 'open':
      return msg('Open');
    case 'closed':
      return msg('Closed');
  }
}

/** A grievance's or support ticket's status badge: open default, closed as a success. */
export function GrievanceStatusBadge({ status }: { status: SupportTicketStatus }) {
  const t = useT();
  return (
    <Badge variant={status === 'open' ? 'default' : 'success'}>
      {t(grievanceStatusLabel(status))}
    </Badge>
  );
}
