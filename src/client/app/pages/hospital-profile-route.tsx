import { HospitalRecentBids } from '#client/features/bids/components/hospital-recent-bids.tsx';
import { HospitalReviews } from '#client/features/reviews/components/hospital-reviews.tsx';
import { HospitalProfilePage } from '#client/features/users/pages/hospital-profile-page.tsx';

/** `/hospital/{id}` (SPEC §2.8): the users feature's profile with the hospital's reviews and bids. */
export function HospitalProfileRoute({ id }: { id: string }) {
  return (
    <HospitalProfilePage
      id={id}
      hospitalSections={(hospitalId) => (
        <>
          <HospitalReviews hospitalId={hospitalId} />
          <HospitalRecentBids hospitalId={hospitalId} />
        </>
      )}
    />
  );
}
