import type { BidStatus } from '#shared/bids/bids.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

type BadgeVariant = 'success' | 'secondary' | 'destructive';

/**
 * Badge look per bid status (SPEC §4): accepted reads as success, rejected as destructive,
 * pending and withdrawn (issue #15) secondary.
 */
export function bidStatusVariant(status: BidStatus): BadgeVariant {
  switch (status) {
    case 'accepted':
      return 'success';
    case 'rejected':
      return 'destructive';
    case 'pending':
    case 'withdrawn':
      return 'secondary';
  }
}

/** Status label as people read it, in English: "Pending", "Accepted", "Rejected", "Withdrawn". */
export function bidStatusLabel(status: BidStatus): string {
  switch (status) {
    case 'pending':
      return msg('Pending');
    case 'accepted':
      return msg('Accepted');
    case 'rejected':
      return msg('Rejected');
    case 'withdrawn':
      return msg('Withdrawn');
  }
}

/** A bid's status badge (SPEC §4). */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const t = useT();
  return <Badge variant={bidStatusVariant(status)}>{t(bidStatusLabel(status))}</Badge>;
}
