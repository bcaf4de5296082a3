import { PublicBidSchema } from '#shared/bids/bids.schemas.ts';
import { HOSPITAL_PROFILE_RECENT_BIDS } from '#shared/common/constants.ts';
import { fetchListPage } from '#client/lib/paged-list.ts';
import { useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/bids/hospital/{id}` path: a hospital's bids, public fields only; `price` only for viewers allowed to see it (SECURITY §1). */
export function hospitalBidsPath(hospitalId: string): string {
  return `/api/bids/hospital/${encodeURIComponent(hospitalId)}`;
}

/** Prefix of every cached view of a hospital's public bids. */
export function hospitalBidsQueryKey(hospitalId: string) {
  return [hospitalBidsPath(hospitalId)] as const;
}

/** One page of a hospital's public bids. Throws ApiError 404 "Hospital not found". */
export function fetchHospitalBidsPage(hospitalId: string, signal?: AbortSignal) {
  return fetchListPage(hospitalBidsPath(hospitalId), PublicBidSchema, signal);
}

/** A hospital's 5 most recent bids (hospital profile, SPEC §2.8, §9). */
export function useRecentHospitalBids(hospitalId: string) {
  return useRecentList(hospitalBidsPath(hospitalId), PublicBidSchema, HOSPITAL_PROFILE_RECENT_BIDS);
}
