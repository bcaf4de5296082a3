import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useReviewableTreatments } from '#client/features/reviews/api/use-reviewable-treatments.ts';
import { WriteReviewButton } from '#client/features/reviews/components/write-review-button.tsx';

/**
 * The feedback prompt's Write Review (SPEC §2.5): shown when a hospital is known, i.e. the
 * patient has an accepted treatment not reviewed yet (the newest); nothing otherwise.
 */
export function FeedbackReviewAction() {
  const { user } = useCurrentUser();
  const reviewable = useReviewableTreatments({ enabled: user?.role === 'patient' });
  const newest = reviewable.data?.[0];
  return newest ? <WriteReviewButton treatment={newest} /> : null;
}
