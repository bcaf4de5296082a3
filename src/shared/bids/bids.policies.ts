import type { Role } from '../auth/auth.schemas.ts';
import type { TreatmentRequestStatus } from '../treatment-requests/treatment-requests.schemas.ts';
import type { BidStatus } from './bids.schemas.ts';

/**
 * Accept and Reject show only to the patient owning the request, while the request is open
 * and the bid pending (SPEC §4); the server enforces the same rule (DESIGN §5).
 */
export function canDecideBid(input: {
  isRequestOwner: boolean;
  requestStatus: TreatmentRequestStatus;
  bidStatus: BidStatus;
}): boolean {
  return input.isRequestOwner && input.requestStatus === 'open' && input.bidStatus === 'pending';
}

/** Hospitals and admins bid (SECURITY §1); a hospital only once verified (DESIGN §5). */
export function canSubmitBid(input: { role: Role | null; isVerified: boolean }): boolean {
  if (input.role === 'admin') return true;
  return input.role === 'hospital' && input.isVerified;
}

/**
 * Commission per DESIGN §5: `platformCommission = round(basePrice × rate / 100)`,
 * `totalPrice = basePrice + platformCommission`. Amounts in whole USD, rate in percent.
 */
export function computeBidPricing(basePriceUsd: number, commissionRatePercent: number) {
  const platformCommission = Math.round((basePriceUsd * commissionRatePercent) / 100);
  return {
    basePrice: basePriceUsd,
    platformCommissionRate: commissionRatePercent,
    platformCommission,
    totalPrice: basePriceUsd + platformCommission,
  };
}
