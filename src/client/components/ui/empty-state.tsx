import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

/** Props of EmptyState: an icon component, a title, optional description and action (a Button). */
export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  /** Heading element for the title; `h3` inside a page, `h1` when it is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/**
 * Shown in place of an empty list (SPEC §2.5 "No requests yet", §2.8 "No bids submitted"):
 * a muted icon, a heading, a line of help and one next step.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'h3',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted">
          <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
        </div>
      )}
      <Title className="text-base font-semibold">{title}</Title>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
