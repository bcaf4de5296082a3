import { useQuery } from '@tanstack/react-query';
import {
  HospitalRatingSchema,
  TestimonialSchema,
  type HospitalRating,
} from '#shared/testimonials/testimonials.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { useRecentList } from '#client/lib/use-paged-list.ts';

/** The hospital profile shows this many recent published reviews. */
const HOSPITAL_PROFILE_RECENT_REVIEWS = 3;

/** `GET /api/testimonials/hospital/{id}`: a hospital's published reviews, newest first. */
function hospitalReviewsPath(hospitalId: string): string {
  return `/api/testimonials/hospital/${encodeURIComponent(hospitalId)}`;
}

/**
 * Prefix of every cached view of a hospital's reviews; it also covers its `/rating` (SPEC §7:
 * submitting refreshes the per-hospital lists).
 */
export function hospitalReviewsQueryKey(hospitalId: string) {
  return [hospitalReviewsPath(hospitalId)] as const;
}

/** A hospital's most recent published reviews (hospital profile). */
export function useRecentHospitalReviews(hospitalId: string) {
  return useRecentList(
    hospitalReviewsPath(hospitalId),
    TestimonialSchema,
    HOSPITAL_PROFILE_RECENT_REVIEWS,
  );
}

/** A hospital's average published rating and review count. Throws ApiError 404. */
export function useHospitalRating(hospitalId: string) {
  return useQuery({
    queryKey: [...hospitalReviewsQueryKey(hospitalId), 'rating'],
    queryFn: async ({ signal }): Promise<HospitalRating> =>
      HospitalRatingSchema.parse(
        await fetchJson<unknown>(`${hospitalReviewsPath(hospitalId)}/rating`, { signal }),
      ),
  });
}
