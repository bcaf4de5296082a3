import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** "3" in a pill, read as "3 unread messages"; nothing when `count` is 0. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <Badge className={cn('min-w-5 rounded-full px-1.5 tabular-nums', className)}>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {count === 1 ? t('unread message') : t('unread messages')}</span>
    </Badge>
  );
}
