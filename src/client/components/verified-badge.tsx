import { BadgeCheck } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';

/** "Verified" badge for a hospital an admin has verified (DESIGN §5). */
export function VerifiedBadge() {
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      Verified
    </Badge>
  );
}
