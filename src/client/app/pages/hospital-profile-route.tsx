import { HospitalRecentBids } from '#client/features/bids/components/hospital-recent-bids.tsx';
import { HospitalProfileDetails } from '#client/features/hospital-profiles/components/hospital-profile-details.tsx';
import { HospitalReviews } from '#client/features/reviews/components/hospital-reviews.tsx';
import { HospitalProfilePage } from '#client/features/users/pages/hospital-profile-page.tsx';

/**
 * `/hospital/{id}` (SPEC §2.8, issue #17): the users feature's profile with the hospital's
 * verified profile (badges, facts, doctors, photos, track record), reviews and recent bids.
 */
export function HospitalProfileRoute({ id }: { id: string }) {
  return (
    <HospitalProfilePage
      id={id}
      hospitalSections={(hospitalId) => (
        <>
          <HospitalProfileDetails hospitalId={hospitalId} />
          <HospitalReviews hospitalId={hospitalId} />
          <HospitalRecentBids hospitalId={hospitalId} />
        </>
      )}
    />
  );
}
