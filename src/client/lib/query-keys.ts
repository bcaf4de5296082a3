/*
 * Query keys that one feature reads and another feature's mutations refresh (SPEC §7: the key
 * is the API path). They live here, below every feature, so a mutation can invalidate another
 * feature's view without importing that feature (client features never import each other,
 * ADR 0030). A key only one feature uses stays in that feature's endpoint module.
 */

/** `GET /api/dashboard/patient`: the patient dashboard's counts. */
export const patientSummaryQueryKey = ['/api/dashboard/patient'] as const;

/** `GET /api/dashboard/hospital`: the hospital dashboard's counts. */
export const hospitalSummaryQueryKey = ['/api/dashboard/hospital'] as const;

/** `GET /api/admin/marketplace-summary`: request, bid and verification counts (admin). */
export const marketplaceSummaryQueryKey = ['/api/admin/marketplace-summary'] as const;

/** Prefix of every cached view of `GET /api/treatment-requests` (the caller's own requests). */
export const myTreatmentRequestsQueryKey = ['/api/treatment-requests'] as const;

/** Prefix of every cached view of `GET /api/treatment-requests/available` (open requests). */
export const availableTreatmentRequestsQueryKey = ['/api/treatment-requests/available'] as const;

/**
 * The lists and counts that sort requests by status: the owner's requests and dashboard, the
 * open-request list and the admin's marketplace counts. Refresh them all when a request opens,
 * closes or has a bid accepted.
 */
export const treatmentRequestStatusQueryKeys = [
  myTreatmentRequestsQueryKey,
  patientSummaryQueryKey,
  availableTreatmentRequestsQueryKey,
  marketplaceSummaryQueryKey,
] as const;

/** `GET /api/referrals/my`: the caller's referrals and balance, changed by codes and cleanup. */
export const myReferralsQueryKey = ['/api/referrals/my'] as const;

/** `GET /api/users/{id}`: one user's profile (a hospital's carries its bid statistics). */
export function userProfileQueryKey(id: string) {
  return [`/api/users/${encodeURIComponent(id)}`] as const;
}
