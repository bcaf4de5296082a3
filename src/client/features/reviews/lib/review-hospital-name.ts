import type { ReviewableTreatment } from '#shared/testimonials/testimonials.schemas.ts';

/** The reviewed hospital's name (its first name holds it, as on bids), else "the hospital". */
export function reviewHospitalName(treatment: Pick<ReviewableTreatment, 'hospital'>): string {
  return treatment.hospital.firstName?.trim() || 'the hospital';
}
