import { BadgeCheck } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** "Verified" badge for a hospital an admin has verified (DESIGN §5). */
export function VerifiedBadge() {
  const t = useT();
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      {t('Verified')}
    </Badge>
  );
}
