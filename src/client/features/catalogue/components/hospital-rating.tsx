import { Star } from 'lucide-react';
import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { describeRating } from '#shared/catalogue/catalogue-text.ts';

/** A hospital's verified rating: a star and "4.5 out of 5 from 12 verified reviews". */
export function HospitalRating({ hospital }: { hospital: CatalogueHospital }) {
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
      {describeRating(hospital)}
    </span>
  );
}
