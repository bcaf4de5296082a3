import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

/** shadcn/ui Skeleton: a pulsing placeholder shown while data loads. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-accent', className)}
      {...props}
    />
  );
}
