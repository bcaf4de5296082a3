import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

/**
 * "Message hospital" / "Message patient": opens a chat (SPEC §2.9) from a bid or request.
 * `srSuffix` tells screen readers which one when a page lists several ("… Lotus Heart").
 */
export function MessageLinkButton({
  href,
  label,
  srSuffix,
  size = 'default',
}: {
  href: string;
  label: string;
  srSuffix?: string;
  size?: 'default' | 'sm';
}) {
  return (
    <Button asChild variant="outline" size={size}>
      <Link href={href}>
        <MessageSquare aria-hidden="true" />
        {label}
        {srSuffix && <span className="sr-only"> {srSuffix}</span>}
      </Link>
    </Button>
  );
}
