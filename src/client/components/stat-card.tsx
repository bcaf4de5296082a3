import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatNumber } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * One dashboard count (SPEC §2.5): label, big number and icon. `value` undefined shows a
 * skeleton (loading); the label stays, so the layout does not jump.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  hint?: ReactNode;
}) {
  const t = useT();
  return (
    <Card className="gap-2 px-3 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <Icon className="hidden size-4 shrink-0 text-primary sm:block" aria-hidden="true" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-12" aria-label={t('Loading {label}', { label })} />
      ) : (
        <p className="text-2xl font-bold tabular-nums sm:text-3xl">{formatNumber(value)}</p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

/**
 * Grid for StatCards: 2 or 3 cards sit in one row at every width; 4 make a 2 × 2 block on
 * phones and one row from `lg` up.
 */
export function StatGrid({
  columns = 4,
  children,
  className,
}: {
  columns?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid gap-3 sm:gap-4',
        columns === 3 ? 'grid-cols-3' : 'grid-cols-2',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {children}
    </div>
  );
}
