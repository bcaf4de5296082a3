import { Star } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { MAX_RATING } from '#shared/common/constants.ts';
import { cn } from '#client/lib/utils.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** What each number of stars means, read out with the choice. */
const RATING_WORDS = [
  msg('Poor'),
  msg('Fair'),
  msg('Good'),
  msg('Very good'),
  msg('Excellent'),
] as const;
const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/**
 * The Write a Review star picker (SPEC §2.7): five radio buttons drawn as stars. Hovering
 * previews a rating without choosing it; the keyboard moves between stars like any radio group.
 * `value` 0 means none chosen yet (SPEC §5). Extra props (ids, `aria-invalid`) from the form
 * field land on the group.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  className,
  ...groupProps
}: {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  className?: string;
} & Omit<ComponentProps<'div'>, 'onChange' | 'onBlur'>) {
  const t = useT();
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <div
        role="radiogroup"
        aria-label={t('Rating')}
        className="flex items-center gap-1"
        onMouseLeave={() => setPreview(0)}
        {...groupProps}
      >
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setPreview(star)}
            className="cursor-pointer rounded-md p-0.5 outline-none has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
              )}
            />
            <span className="sr-only">
              {star === 1
                ? t('1 star, {word}', { word: t(RATING_WORDS[0]) })
                : t('{count} stars, {word}', {
                    count: star,
                    word: t(RATING_WORDS[star - 1] ?? ''),
                  })}
            </span>
          </label>
        ))}
      </div>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        {shown > 0 ? t(RATING_WORDS[shown - 1] ?? '') : t('Choose a rating')}
      </span>
    </div>
  );
}
