import { MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import {
  useHospitalRating,
  useRecentHospitalReviews,
} from '#client/features/reviews/api/use-hospital-reviews.ts';
import { StarRating } from '#client/features/reviews/components/star-rating.tsx';
import { TestimonialCard } from '#client/features/reviews/components/testimonial-card.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** "4.5 out of 5 · 2 reviews", or a skeleton while it loads; nothing without reviews. */
function RatingSummary({ hospitalId }: { hospitalId: string }) {
  const t = useT();
  const rating = useHospitalRating(hospitalId);
  if (rating.isPending) return <Skeleton className="h-5 w-40" />;
  const { averageRating, reviewCount } = rating.data ?? { averageRating: null, reviewCount: 0 };
  if (averageRating === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <StarRating rating={Math.round(averageRating)} />
      <span>
        <span className="font-semibold text-foreground tabular-nums">
          {formatNumber(averageRating, 1)}
        </span>{' '}
        {reviewCount === 1
          ? t('out of 5 · 1 review')
          : t('out of 5 · {count} reviews', { count: reviewCount })}
      </span>
    </p>
  );
}

/**
 * The hospital profile's Patient Reviews card: average published rating with the count, and
 * the most recent published reviews (DESIGN §5: only verified reviews are shown).
 */
export function HospitalReviews({ hospitalId }: { hospitalId: string }) {
  const t = useT();
  const reviews = useRecentHospitalReviews(hospitalId);
  let body: ReactNode;
  if (reviews.isPending) {
    body = (
      <div role="status" aria-label={t('Loading reviews')} className="grid gap-3">
        <Skeleton aria-hidden="true" className="h-32 w-full" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <QueryErrorState
        title={t("Couldn't load reviews")}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.data.length === 0) {
    body = (
      <EmptyState
        icon={MessageSquareQuote}
        title={t('No reviews yet')}
        description={t('Reviews from patients treated here appear once our team has checked them.')}
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {reviews.data.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader className="gap-2">
        <CardTitle>
          <h2 className="text-lg">{t('Patient Reviews')}</h2>
        </CardTitle>
        <RatingSummary hospitalId={hospitalId} />
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
