import type { ReferralStatus } from '#shared/referrals/referrals.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';

type BadgeVariant = 'outline' | 'secondary' | 'success';

/** Badge look per referral status (SPEC §4): pending outlined, signed up secondary, completed success. */
function referralStatusVariant(status: ReferralStatus): BadgeVariant {
  switch (status) {
    case 'pending':
      return 'outline';
    case 'signed_up':
      return 'secondary';
    case 'completed':
      return 'success';
  }
}

/** Status label as people read it: "Pending", "Signed up", "Completed". */
function referralStatusLabel(status: ReferralStatus): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'signed_up':
      return 'Signed up';
    case 'completed':
      return 'Completed';
  }
}

/** A referral's status badge (SPEC §2.7, §4). */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge variant={referralStatusVariant(status)}>{referralStatusLabel(status)}</Badge>;
}
