import type { Bid } from '#shared/bids/bids.schemas.ts';
import { bidHospitalName } from '#client/features/bids/lib/hospital-name.ts';

/** A bid's state as the comparison shows it: SPEC §3's statuses plus a withdrawn quote. */
export type ComparableQuoteStatus = Bid['status'];

/**
 * Whether a bid belongs in the comparison: a withdrawn bid is no longer a quote the patient can
 * take, so it is left out (its card still says it was withdrawn).
 */
export function isComparableBid(bid: Pick<Bid, 'status'>): boolean {
  return bid.status !== 'withdrawn';
}

/**
 * A hospital's verified rating: mean of published reviews (1–5, one decimal) and their count;
 * with its accreditation badges in force (issue #17) when known.
 */
export interface HospitalRatingSummary {
  averageRating: number | null;
  reviewCount: number;
  accreditations?: ReadonlyArray<{ body: string; bodyName: string }>;
}

/**
 * One bid as the side-by-side comparison reads it (issue #15). Money is whole USD
 * (`totalPrice = basePrice + platformCommission`, DESIGN §5); `validUntil` is a calendar day
 * `YYYY-MM-DD`; `null` means the hospital did not state it. `previousTotalPrice` is the total
 * before the hospital last edited its quote.
 */
export interface ComparableQuote {
  bidId: string;
  hospitalId: string;
  hospitalName: string;
  hospitalVerified: boolean;
  totalPrice: number;
  basePrice: number;
  platformCommission: number;
  includedServices: string[];
  excludedServices: string[];
  leadDoctorName: string | null;
  leadDoctorSpecialty: string | null;
  hospitalNights: number | null;
  recoveryDays: number | null;
  followUpConsultations: number | null;
  validUntil: string | null;
  priceChangeConditions: string | null;
  previousTotalPrice: number | null;
  status: ComparableQuoteStatus;
  averageRating: number | null;
  reviewCount: number;
  accreditations: ReadonlyArray<{ body: string; bodyName: string }>;
}

/**
 * Maps a bid (`GET /api/bids/request/{id}`) and its hospital's verified rating (absent while
 * loading or unknown) to a {@link ComparableQuote}. Quote fields the hospital left empty are
 * `null` / `[]`, which the comparison shows as "Not stated".
 */
export function toComparableQuote(
  bid: Bid,
  rating: HospitalRatingSummary | undefined,
): ComparableQuote {
  return {
    bidId: bid.id,
    hospitalId: bid.hospitalId,
    hospitalName: bidHospitalName(bid.hospital),
    hospitalVerified: bid.hospital.verified,
    totalPrice: bid.totalPrice,
    basePrice: bid.basePrice,
    platformCommission: bid.platformCommission,
    includedServices: bid.includedServices ?? [],
    excludedServices: bid.excludedServices ?? [],
    leadDoctorName: bid.leadDoctorName,
    leadDoctorSpecialty: bid.leadDoctorSpecialty,
    hospitalNights: bid.hospitalNights,
    recoveryDays: bid.recoveryDays,
    followUpConsultations: bid.followUpConsultations,
    validUntil: bid.validUntil,
    priceChangeConditions: bid.priceChangeConditions,
    previousTotalPrice: bid.previousTotalPrice,
    status: bid.status,
    averageRating: rating?.averageRating ?? null,
    reviewCount: rating?.reviewCount ?? 0,
    accreditations: rating?.accreditations ?? [],
  };
}
