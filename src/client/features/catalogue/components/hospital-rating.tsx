import { Star } from 'lucide-react';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { formatNumber } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** A hospital's verified rating: a star and "4.5 out of 5 from 12 verified reviews". */
export function HospitalRating({ hospital }: { hospital: CatalogueHospital }) {
  const t = useT();
  const { averageRating, reviewCount } = hospital;
  const rating = averageRating === null ? '' : formatNumber(averageRating, 1);
  return (
    <span className="flex items-center gap-1.5">
      <Star
        className={
          hospital.averageRating === null
            ? 'size-4 text-muted-foreground'
            : 'size-4 fill-amber-400 text-amber-500'
        }
        aria-hidden="true"
      />
      {averageRating === null
        ? t('No verified reviews yet')
        : reviewCount === 1
          ? t('{rating} out of 5 from 1 verified review', { rating })
          : t('{rating} out of 5 from {count} verified reviews', { rating, count: reviewCount })}
    </span>
  );
}
