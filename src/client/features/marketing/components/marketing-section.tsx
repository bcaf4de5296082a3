import type * as React from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A landing page band: full-width background (`tone`), a centred container that is also a
 * size container, so grids follow the width they get (narrower beside the signed-in sidebar)
 * rather than the viewport. Labelled by its heading's id for landmark navigation.
 */
export function MarketingSection({
  id,
  labelledBy,
  tone = 'plain',
  className,
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: 'plain' | 'muted';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(tone === 'muted' && 'bg-muted/60', 'scroll-mt-16', className)}
    >
      <div className="@container mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {children}
      </div>
    </section>
  );
}

/**
 * Eyebrow, `h2` title and lead paragraph that open a landing section. `id` goes on the `h2`
 * so the section can point `aria-labelledby` at it.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center sm:mb-12', className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description && (
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
      )}
    </div>
  );
}
