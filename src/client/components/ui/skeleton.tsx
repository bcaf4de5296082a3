import { clsx } from 'clsx';
import type * as React from 'react';

/** A `rounded-*` utility in a class list. */
const ROUNDING = /(^|\s)rounded(-|\s|$)/;

/**
 * shadcn/ui Skeleton: a pulsing placeholder shown while data loads. Callers set its size and
 * may set its rounding (`rounded-full`), which then replaces the default `rounded-md`. Joined
 * without tailwind-merge, which is all a skeleton's classes need, so the shell's loaders stay
 * off that library (ADR 0034).
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      className={clsx(
        'animate-pulse bg-accent',
        !ROUNDING.test(className ?? '') && 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
