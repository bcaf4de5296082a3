import { MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useVerifiedTestimonials } from '#client/features/reviews/api/use-verified-testimonials.ts';
import {
  TestimonialCard,
  TestimonialSkeletonCard,
} from '#client/features/reviews/components/testimonial-card.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

/**
 * Reviews (`/reviews`, SPEC §2.9): the grid of published patient reviews, newest first, with
 * Load more. Open to everyone, signed in or not.
 */
export function ReviewsPage() {
  const t = useT();
  const reviews = useVerifiedTestimonials();
  let body: ReactNode;
  if (reviews.isPending) {
    body = (
      <div role="status" aria-label={t('Loading reviews')} className={GRID}>
        {[0, 1, 2].map((index) => (
          <TestimonialSkeletonCard key={index} />
        ))}
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
  } else {
    const items = reviews.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          title={t('No reviews yet')}
          description={t('Reviews from patients appear here once our team has checked them.')}
        />
      ) : (
        <div className="grid gap-6">
          <ul className={GRID}>
            {items.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasNextPage={reviews.hasNextPage}
            isFetchingNextPage={reviews.isFetchingNextPage}
            fetchNextPage={reviews.fetchNextPage}
          />
        </div>
      );
  }
  return (
    <div className="grid gap-2">
      <PageHeader
        title={t('Patient Reviews')}
        description={t('Verified experiences from patients who were treated through CareAbroad.')}
      />
      {body}
    </div>
  );
}
