import type { Role } from '../auth/auth.schemas.ts';
import type { TreatmentRequestStatus } from './treatment-requests.schemas.ts';

/** Patients and admins post treatment requests (SECURITY §1). */
export function canCreateTreatmentRequest(role: Role | null): boolean {
  return role === 'patient' || role === 'admin';
}

/** Only the owner may close, and only while the request is open (DESIGN §5). */
export function canCloseTreatmentRequest(input: {
  isOwner: boolean;
  status: TreatmentRequestStatus;
}): boolean {
  return input.isOwner && input.status === 'open';
}

/**
 * Whether a viewer may read treatment-request descriptions (DESIGN §5 Hospital verification): a
 * hospital an admin has not verified yet sees procedure, location, budget and dates, never the
 * patient's description. Everyone else is limited only by which requests they may see.
 */
export function canReadRequestDescriptions(input: {
  role: Role | null;
  isVerified: boolean;
}): boolean {
  return input.role !== 'hospital' || input.isVerified;
}

/** True once a request's bid deadline (if any) has passed: no new bids (issue #15). */
export function isBiddingClosed(bidDeadline: string | null, now: Date = new Date()): boolean {
  return bidDeadline !== null && new Date(bidDeadline).getTime() <= now.getTime();
}
