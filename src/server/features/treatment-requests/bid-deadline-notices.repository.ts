import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';

/** An open request whose bid deadline is near, claimed for its owner's notice. */
export interface NearDeadlineRequest {
  id: string;
  patientId: string;
}

/**
 * Claims up to `limit` open requests whose bid deadline falls in (`now`, `until`] and whose
 * owner has not been told of that deadline yet, marking them told (`bid_deadline_notice_for`
 * = the deadline) on `tx`. Rows another instance is claiming are skipped, so concurrent passes
 * never tell one deadline twice; `updated_at` is kept, since the request itself did not change.
 */
export async function claimRequestsNearBidDeadline(
  tx: Queryable,
  input: { now: Date; until: Date; limit: number },
): Promise<NearDeadlineRequest[]> {
  const due = tx
    .select({ id: treatmentRequests.id })
    .from(treatmentRequests)
    .where(
      and(
        eq(treatmentRequests.status, 'open'),
        gt(treatmentRequests.bidDeadline, input.now),
        lte(treatmentRequests.bidDeadline, input.until),
        sql`${treatmentRequests.bidDeadlineNoticeFor} is distinct from ${treatmentRequests.bidDeadline}`,
      ),
    )
    .orderBy(asc(treatmentRequests.bidDeadline))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return tx
    .update(treatmentRequests)
    .set({
      bidDeadlineNoticeFor: sql`${treatmentRequests.bidDeadline}`,
      updatedAt: sql`${treatmentRequests.updatedAt}`,
    })
    .where(inArray(treatmentRequests.id, due))
    .returning({
      id: treatmentRequests.id,
      patientId: treatmentRequests.patientId,
    });
}
