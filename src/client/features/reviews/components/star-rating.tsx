import { Star } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Five stars with `rating` (1–5, whole) filled. Screen readers hear one sentence,
 * "Rated 4 out of 5", instead of five unlabelled icons.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating })}
      className={cn('flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn(
            'size-4',
            position <= rating ? 'fill-amber-400 text-amber-400' : 'fill-muted text-border',
          )}
        />
      ))}
    </div>
  );
}
