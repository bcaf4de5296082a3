import type { HospitalRatingSummary } from '#client/features/bids/components/bid-comparison/comparable-quote.ts';
import { useHospitalBadges } from '#client/features/hospital-profiles/api/use-hospital-badges.ts';
import { useHospitalRatings } from '#client/features/reviews/api/use-hospital-ratings.ts';

/**
 * What a patient judges a bidding hospital by (issue #17): its verified rating and review count
 * (reviews feature) and its accreditation badges (hospital-profiles feature), merged per
 * hospital id for the bid cards and the comparison. Pending or failed while either is.
 */
export function useHospitalTrust(hospitalIds: readonly string[]) {
  const ratings = useHospitalRatings(hospitalIds);
  const badges = useHospitalBadges(hospitalIds);
  const data =
    ratings.data && badges.data
      ? new Map<string, HospitalRatingSummary>(
          [...ratings.data].map(([id, rating]) => [
            id,
            { ...rating, accreditations: badges.data.get(id) ?? [] },
          ]),
        )
      : undefined;
  return {
    data,
    isPending: ratings.isPending || badges.isPending,
    isError: ratings.isError || badges.isError,
    error: ratings.error ?? badges.error,
    refetch: () => Promise.all([ratings.refetch(), badges.refetch()]),
  };
}
