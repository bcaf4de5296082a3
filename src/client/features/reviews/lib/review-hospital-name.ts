import type { ReviewableTreatment } from '#shared/testimonials/testimonials.schemas.ts';
import type { Translator } from '#client/i18n/i18n.ts';

/** The reviewed hospital's name (its first name holds it, as on bids), else "the hospital". */
export function reviewHospitalName(
  treatment: Pick<ReviewableTreatment, 'hospital'>,
  t: Translator,
): string {
  return treatment.hospital.firstName?.trim() || t('the hospital');
}
