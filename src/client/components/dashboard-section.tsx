import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';

/**
 * A titled block of a dashboard (an `h2` with an optional "View all" link and actions), labelled
 * by its heading for screen-reader landmarks.
 */
export function DashboardSection({
  id,
  title,
  description,
  viewAll,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  viewAll?: { href: string; label: string };
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('grid content-start gap-4', className)}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {viewAll && (
            <Button asChild variant="ghost" size="sm">
              <Link href={viewAll.href}>
                {viewAll.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}
