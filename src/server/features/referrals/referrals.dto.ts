import type { Referral } from '#shared/referrals/referrals.schemas.ts';
import type { ReferralDetailRow } from './referrals.repository.ts';

/** The wire shape of a referral (DESIGN §4): SPEC §3 fields plus the referee's name. */
export function toReferral(row: ReferralDetailRow): Referral {
  return {
    id: row.id,
    referrerId: row.referrerId,
    referralCode: row.referralCode,
    refereeId: row.refereeId,
    refereeEmail: row.refereeEmail,
    status: row.status,
    rewardPoints: row.rewardPoints,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    referee: row.refereeId
      ? { firstName: row.refereeFirstName, lastName: row.refereeLastName }
      : null,
  };
}
