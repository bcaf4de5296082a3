import type { Role } from '../auth/auth.schemas.ts';
import type { TreatmentRequestStatus } from '../treatment-requests/treatment-requests.schemas.ts';
import { todayUtc } from '../common/utc-dates.ts';
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

/**
 * A quote has expired once its `validUntil` day (UTC) has passed: it can no longer be accepted
 * (issue #15). A quote valid until today is still valid today.
 */
export function isQuoteExpired(validUntil: string, now: Date = new Date()): boolean {
  return validUntil < todayUtc(now);
}

/**
 * The bidding hospital may edit or withdraw its bid while the bid is pending and the request
 * open (issue #15); the server enforces the same rule.
 */
export function canReviseBid(input: {
  isBidder: boolean;
  requestStatus: TreatmentRequestStatus;
  bidStatus: BidStatus;
}): boolean {
  return input.isBidder && input.requestStatus === 'open' && input.bidStatus === 'pending';
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
