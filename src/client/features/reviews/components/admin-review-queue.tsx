import { BadgeCheck, MessageSquareQuote, Trash2 } from 'lucide-react';
import type { TestimonialDetail } from '#shared/testimonials/testimonials.schemas.ts';
import type { Translator } from '#client/i18n/i18n.ts';
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
import { useT } from '#client/i18n/locale-context.tsx';

function authorOf(review: TestimonialDetail, t: Translator): string {
  return (
    [review.patient.firstName, review.patient.lastName].filter(Boolean).join(' ') || t('Patient')
  );
}

function QueueSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading reviews awaiting moderation')} className="grid gap-3">
      {[0, 1].map((index) => (
        <Skeleton key={index} aria-hidden="true" className="h-28 w-full" />
      ))}
    </div>
  );
}

/** Publish and Remove of one review, each behind a confirmation. */
function ModerationButtons({ review }: { review: TestimonialDetail }) {
  const t = useT();
  const publish = usePublishReview();
  const remove = useRemoveReview();
  const isBusy = publish.isPending || remove.isPending;
  const title = `“${review.title}”`;
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <ConfirmButton
        buttonProps={{ size: 'sm', disabled: isBusy }}
        title={t('Publish this review?')}
        description={t(
          "{title} by {author} will be shown on the landing page, the Reviews page and the hospital's profile.",
          { title, author: authorOf(review, t) },
        )}
        confirmLabel={t('Publish')}
        cancelLabel={t('Cancel')}
        onConfirm={async () => {
          if (await succeeded(publish.mutateAsync(review))) {
            toast({
              title: t('Review published'),
              description: t('{title} is now public.', { title }),
            });
          }
        }}
      >
        <BadgeCheck aria-hidden="true" />
        {t('Publish')}
        <span className="sr-only"> {title}</span>
      </ConfirmButton>
      <ConfirmButton
        buttonProps={{ size: 'sm', variant: 'outline', disabled: isBusy }}
        title={t('Remove this review?')}
        description={t('{title} by {author} will be deleted. This cannot be undone.', {
          title,
          author: authorOf(review, t),
        })}
        confirmLabel={t('Remove')}
        cancelLabel={t('Cancel')}
        confirmVariant="destructive"
        onConfirm={async () => {
          if (await succeeded(remove.mutateAsync(review))) toast({ title: t('Review removed') });
        }}
      >
        <Trash2 aria-hidden="true" />
        {t('Remove')}
        <span className="sr-only"> {title}</span>
      </ConfirmButton>
    </div>
  );
}

/**
 * The admin's review moderation queue (DESIGN §5): reviews awaiting verification, newest first,
 * each with Publish (verify) and Remove.
 */
export function AdminReviewQueue() {
  const t = useT();
  const queue = useReviewQueue();
  if (queue.isPending) return <QueueSkeleton />;
  if (queue.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the review queue")}
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
        title={t('No reviews awaiting moderation')}
        description={t('New patient reviews appear here before they are published.')}
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
                  {review.hospital.firstName
                    ? t('{author} about {hospital}', {
                        author: authorOf(review, t),
                        hospital: review.hospital.firstName,
                      })
                    : t('{author} about a hospital', { author: authorOf(review, t) })}{' '}
                  · {formatDate(review.createdAt)}
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
