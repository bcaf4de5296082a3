import { LANDING_TESTIMONIALS } from '#shared/common/constants.ts';
import { TestimonialSchema } from '#shared/testimonials/testimonials.schemas.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/testimonials/verified`: published reviews, newest first (SPEC §7). */
const verifiedTestimonialsPath = '/api/testimonials/verified';

/** The Reviews page's list, 12 per page (a full 3-column grid). */
const reviewsPagePath = `${verifiedTestimonialsPath}?limit=12`;

/** Every cached view of the published reviews: the landing section's and the Reviews page's. */
export const verifiedTestimonialsQueryKeys = [
  [verifiedTestimonialsPath],
  [reviewsPagePath],
] as const;

/** The first 6 published reviews for the landing page (SPEC §2.3, §9). */
export function useLandingTestimonials() {
  return useRecentList(verifiedTestimonialsPath, TestimonialSchema, LANDING_TESTIMONIALS);
}

/** Published reviews page by page, for the Reviews page (SPEC §2.9). */
export function useVerifiedTestimonials() {
  return usePagedList(reviewsPagePath, TestimonialSchema);
}
