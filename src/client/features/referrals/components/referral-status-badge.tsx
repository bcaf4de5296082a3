import type { ReferralStatus } from '#shared/referrals/referrals.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

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

/** Status label as people read it (English, shown through `t`): "Pending", "Signed up", "Completed". */
function referralStatusLabel(status: ReferralStatus): string {
  switch (status) {
    case 'pending':
      return msg('Pending');
    case 'signed_up':
      return msg('Signed up');
    case 'completed':
      return msg('Completed');
  }
}

/** A referral's status badge (SPEC §2.7, §4). */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const t = useT();
  return <Badge variant={referralStatusVariant(status)}>{t(referralStatusLabel(status))}</Badge>;
}
