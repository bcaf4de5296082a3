import type { Bid } from '#shared/bids/bids.schemas.ts';

/**
 * The name a bid shows for its hospital (SPEC §2.5, §2.7): the first name, which holds the
 * hospital's name; "Hospital" when it is missing.
 */
export function bidHospitalName(hospital: Bid['hospital']): string {
  return hospital.firstName?.trim() || 'Hospital';
}
