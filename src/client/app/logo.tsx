import { clsx } from 'clsx';
import { HeartPulse } from 'lucide-react';
import { Link } from 'wouter';

/** The "CareAbroad" word mark, linking to `href` (default `/`). */
export function Logo({ href = '/', className }: { href?: string; className?: string }) {
  return (
    <Link
      href={href}
      className={clsx(
        'flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <HeartPulse className="size-5" aria-hidden="true" />
      </span>
      {/* The brand is the same in every language. */}
      <span translate="no" className="text-lg">
        CareAbroad
      </span>
    </Link>
  );
}
