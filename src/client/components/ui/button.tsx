import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { cn } from '#client/lib/utils.ts';

/** shadcn/ui Button. `asChild` renders the child element (e.g. a wouter `Link`) with button styles. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
