import { BadgeCheck, MessageSquareQuote, Trash2 } from 'lucide-react';
import type { TestimonialDetail } from '#shared/testimonials/testimonials.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import {
  usePublishReview,
  useRemoveReview,
  useReviewQueue,
} from '#client/features/reviews/api/use-review-queue.ts';
import { StarRating } from '#client/features/reviews/components/star-rating.tsx';
import { succeeded } from '#client/lib/query-client.ts';
import { formatDate } from '#client/lib/format.ts';

function authorOf(review: TestimonialDetail): string {
  return [review.patient.firstName, review.patient.lastName].filter(Boolean).join(' ') || 'Patient';
}

function QueueSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews awaiting moderation" className="grid gap-3">
      {[0, 1].map((index) => (
        <Skeleton key={index} aria-hidden="true" className="h-28 w-full" />
      ))}
    </div>
  );
}

/** Publish and Remove of one review, each behind a confirmation. */
function ModerationButtons({ review }: { review: TestimonialDetail }) {
  const publish = usePublishReview();
  const remove = useRemoveReview();
  const isBusy = publish.isPending || remove.isPending;
  const title = `“${review.title}”`;
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <ConfirmButton
        buttonProps={{ size: 'sm', disabled: isBusy }}
        title="Publish this review?"
        description={`${title} by ${authorOf(review)} will be shown on the landing page, the Reviews page and the hospital's profile.`}
        confirmLabel="Publish"
        onConfirm={async () => {
          if (await succeeded(publish.mutateAsync(review))) {
            toast({ title: 'Review published', description: `${title} is now public.` });
          }
        }}
      >
        <BadgeCheck aria-hidden="true" />
        Publish<span className="sr-only"> {title}</span>
      </ConfirmButton>
      <ConfirmButton
        buttonProps={{ size: 'sm', variant: 'outline', disabled: isBusy }}
        title="Remove this review?"
        description={`${title} by ${authorOf(review)} will be deleted. This cannot be undone.`}
        confirmLabel="Remove"
        confirmVariant="destructive"
        onConfirm={async () => {
          if (await succeeded(remove.mutateAsync(review))) toast({ title: 'Review removed' });
        }}
      >
        <Trash2 aria-hidden="true" />
        Remove<span className="sr-only"> {title}</span>
      </ConfirmButton>
    </div>
  );
}

/**
 * The admin's review moderation queue (DESIGN §5): reviews awaiting verification, newest first,
 * each with Publish (verify) and Remove.
 */
export function AdminReviewQueue() {
  const queue = useReviewQueue();
  if (queue.isPending) return <QueueSkeleton />;
  if (queue.isError) {
    return (
      <QueryErrorState
        title="Couldn't load the review queue"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const reviews = queue.data.pages.flatMap((page) => page.items);
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareQuote}
        title="No reviews awaiting moderation"
        description="New patient reviews appear here before they are published."
      />
    );
  }
  return (
    <Card className="gap-0 py-0">
      <CardContent className="px-0">
        <ul className="divide-y">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:px-6"
            >
              <div className="grid min-w-0 gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <StarRating rating={review.rating} />
                  <p className="font-medium break-words">{review.title}</p>
                </div>
                <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
                  {review.content}
                </p>
                <p className="text-xs text-muted-foreground">
                  {authorOf(review)} about {review.hospital.firstName ?? 'a hospital'} ·{' '}
                  {formatDate(review.createdAt)}
                </p>
              </div>
              <ModerationButtons review={review} />
            </li>
          ))}
        </ul>
        <div className="px-4 pb-4 empty:hidden">
          <LoadMoreButton
            hasNextPage={queue.hasNextPage}
            isFetchingNextPage={queue.isFetchingNextPage}
            fetchNextPage={queue.fetchNextPage}
          />
        </div>
      </CardContent>
    </Card>
  );
}
