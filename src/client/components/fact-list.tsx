import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** A row of labelled facts (location, budget, dates, price…) as a description list. */
export function FactList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm', className)}>{children}</dl>;
}

/**
 * One fact: an icon and a value; the label is visually hidden unless `isLabelVisible`, so
 * screen readers still hear "Budget: $6,000 – $9,500".
 */
export function Fact({
  icon: Icon,
  label,
  isLabelVisible = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  isLabelVisible?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className={cn(isLabelVisible ? 'text-muted-foreground' : 'sr-only')}>
        {label}
        {isLabelVisible && ':'}
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
