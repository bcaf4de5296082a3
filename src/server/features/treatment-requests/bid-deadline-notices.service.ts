import type { Database } from '../../db/database.ts';
import { bidDeadlineNearNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { claimRequestsNearBidDeadline } from './bid-deadline-notices.repository.ts';

/**
 * When the owner of an open request is told its bid deadline is near (ADR 0043 addendum): this
 * many hours before it, so there is a day to extend it. Requests handled per pass at most.
 */
export const BID_DEADLINE_NOTICE_RULES = { hoursBefore: 24, batchSize: 200 } as const;

/**
 * One pass: tells each owner whose open request's bid deadline falls within the next
 * {@link BID_DEADLINE_NOTICE_RULES}`.hoursBefore` hours, once per deadline (an extended deadline
 * is told again), with a `bid_deadline_near` notification. Claim and notification commit
 * together. Returns how many owners were told.
 */
export async function sendBidDeadlineNotices(db: Database, now = new Date()): Promise<number> {
  const { hoursBefore, batchSize } = BID_DEADLINE_NOTICE_RULES;
  const until = new Date(now.getTime() + hoursBefore * 3_600_000);
  return db.transaction(async (tx) => {
    const due = await claimRequestsNearBidDeadline(tx, { now, until, limit: batchSize });
    for (const request of due) await notify(tx, bidDeadlineNearNotice(request, hoursBefore));
    return due.length;
  });
}
