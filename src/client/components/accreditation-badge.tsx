import { Award } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * An accreditation badge (issue #17): the body's code, its full name for screen readers and on
 * hover. Shown only for accreditations an admin verified and that have not expired.
 */
export function AccreditationBadge({ body, bodyName }: { body: string; bodyName: string }) {
  const t = useT();
  return (
    <Badge variant="success" title={bodyName}>
      <Award aria-hidden="true" />
      <span aria-hidden="true">{body.replace(/_/g, ' ')}</span>
      <span className="sr-only">{t('{body} accredited', { body: bodyName })}</span>
    </Badge>
  );
}
