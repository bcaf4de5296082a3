import { useQuery } from '@tanstack/react-query';
import { ReviewableTreatmentSchema } from '#shared/testimonials/testimonials.schemas.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';

/** `GET /api/testimonials/reviewable`: the patient's accepted treatments not reviewed yet. */
const reviewablePath = '/api/testimonials/reviewable';

/** Query key of the reviewable treatments (SPEC §7: the path). */
export const reviewableTreatmentsQueryKey = [reviewablePath] as const;

/**
 * The signed-in patient's accepted, unreviewed treatments, newest first (first page, up to
 * 50): what Write Review offers. Pass `enabled: false` for anyone but a patient (403).
 */
export function useReviewableTreatments({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reviewableTreatmentsQueryKey,
    queryFn: async ({ signal }) =>
      (await fetchListPage(reviewablePath, ReviewableTreatmentSchema, signal)).items,
    enabled,
  });
}
