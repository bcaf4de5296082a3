import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TestimonialDetailSchema,
  type CreateTestimonialInput,
  type TestimonialDetail,
} from '#shared/testimonials/testimonials.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { msg } from '#client/i18n/msg.ts';
import { hospitalReviewsQueryKey } from '#client/features/reviews/api/use-hospital-reviews.ts';
import { reviewableTreatmentsQueryKey } from '#client/features/reviews/api/use-reviewable-treatments.ts';
import { verifiedTestimonialsQueryKeys } from '#client/features/reviews/api/use-verified-testimonials.ts';

/**
 * `POST /api/testimonials` (SPEC §7): a review held for moderation. Throws ApiError 400 with
 * SPEC §5's messages, 403 without an accepted bid from that hospital, 409 when already reviewed.
 */
export async function submitReview(input: CreateTestimonialInput): Promise<TestimonialDetail> {
  return TestimonialDetailSchema.parse(
    await apiRequest<unknown>('POST', '/api/testimonials', input),
  );
}

/**
 * Submits a review, then refreshes the published lists and the hospital's (SPEC §7) and the
 * patient's reviewable treatments (the one just reviewed drops out).
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    // SPEC §8: the server's message, or 'Please try again later' when none came.
    meta: {
      errorTitle: msg('Failed to submit review'),
      offlineDescription: msg('Please try again later'),
    },
    onSuccess: (review) =>
      Promise.all(
        [
          ...verifiedTestimonialsQueryKeys,
          hospitalReviewsQueryKey(review.hospital.id),
          reviewableTreatmentsQueryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
