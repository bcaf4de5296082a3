import type { BidStatus } from '#shared/bids/bids.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';

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

/** Status label as people read it: "Pending", "Accepted", "Rejected", "Withdrawn". */
export function bidStatusLabel(status: BidStatus): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'accepted':
      return 'Accepted';
    case 'rejected':
      return 'Rejected';
    case 'withdrawn':
      return 'Withdrawn';
  }
}

/** A bid's status badge (SPEC §4). */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge variant={bidStatusVariant(status)}>{bidStatusLabel(status)}</Badge>;
}
