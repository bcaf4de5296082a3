import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TestimonialDetailSchema,
  type TestimonialDetail,
} from '#shared/testimonials/testimonials.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';
import { hospitalReviewsQueryKey } from '#client/features/reviews/api/use-hospital-reviews.ts';
import { verifiedTestimonialsQueryKeys } from '#client/features/reviews/api/use-verified-testimonials.ts';

/** `GET /api/admin/testimonials?status=pending`: reviews awaiting moderation (admin only). */
const reviewQueuePath = '/api/admin/testimonials?status=pending';

/** The moderation queue, page by page. */
export function useReviewQueue() {
  return usePagedList(reviewQueuePath, TestimonialDetailSchema);
}

const reviewPath = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

/** Refreshes the queue and every published list the review may join or leave. */
function useRefreshAfterModeration() {
  const queryClient = useQueryClient();
  return (review: TestimonialDetail) =>
    Promise.all(
      [
        [reviewQueuePath],
        ...verifiedTestimonialsQueryKeys,
        hospitalReviewsQueryKey(review.hospital.id),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * `POST /api/admin/testimonials/{id}/verify`: publishes a review. Throws ApiError 404 when it is
 * gone, 409 when already published.
 */
export function usePublishReview() {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: async (review: TestimonialDetail) =>
      TestimonialDetailSchema.parse(
        await apiRequest<unknown>('POST', `${reviewPath(review.id)}/verify`),
      ),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/testimonials/{id}`: removes a review. Throws ApiError 404 when gone. */
export function useRemoveReview() {
  const refresh = useRefreshAfterModeration();
  return useMutation({
    mutationFn: async (review: TestimonialDetail) => {
      await apiRequest<undefined>('DELETE', reviewPath(review.id));
      return review;
    },
    onSuccess: refresh,
  });
}
