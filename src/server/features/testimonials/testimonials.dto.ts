import type {
  ReviewableTreatment,
  Testimonial,
  TestimonialDetail,
} from '#shared/testimonials/testimonials.schemas.ts';
import type { ReviewableBidRow, TestimonialDetailRow } from './testimonials.repository.ts';

/** A last name reduced to its initial, "Sharma" → "S." (privacy: public reviews, SPEC §3). */
function lastInitial(lastName: string | null): string | null {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${initial.toUpperCase()}.` : null;
}

/** The public wire shape of a review: first name and last initial of the patient only. */
export function toTestimonial(row: TestimonialDetailRow): Testimonial {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    patient: {
      firstName: row.patientFirstName,
      lastName: lastInitial(row.patientLastName),
      avatarUrl: row.patientImageUrl,
    },
    hospital: { id: row.hospitalId, firstName: row.hospitalFirstName },
  };
}

/** A review with its moderation fields, for its author and admins. */
export function toTestimonialDetail(row: TestimonialDetailRow): TestimonialDetail {
  return {
    ...toTestimonial(row),
    patientId: row.patientId,
    treatmentRequestId: row.treatmentRequestId,
    verified: row.verified,
  };
}

/** One accepted, not yet reviewed treatment of the patient. */
export function toReviewableTreatment(row: ReviewableBidRow): ReviewableTreatment {
  return {
    id: row.id,
    treatmentRequestId: row.treatmentRequestId,
    procedureType: row.procedureType,
    hospitalId: row.hospitalId,
    hospital: { firstName: row.hospitalFirstName },
    createdAt: row.createdAt.toISOString(),
  };
}
