import type { FastifyBaseLogger } from 'fastify';
import { daysBefore } from '#shared/payments/cancellation-policy.ts';
import type { Database } from '../../db/database.ts';
import { lockBookedBid } from './bookings.repository.ts';
import { listAutoReleaseBidIds } from './payouts.repository.ts';
import { releaseWhileLocked } from './payouts.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** Bookings handled per pass at most. */
const BATCH_SIZE = 100;

/**
 * One pass of the auto-release (issue #16, ADR 0061): every booking admitted more than `days`
 * days before today (UTC calendar days), paid in full, not cancelled, with no payout released
 * and no dispute open, has its payout released (`auto_release`) and sent when the hospital's
 * onboarding is complete. Each booking in its own transaction that takes the booking's lock
 * with SKIP LOCKED — one another instance (or a confirmation, a dispute) holds is skipped and
 * found again by the next pass — and re-checks the rules under it. A failure is logged and left
 * for the next pass. Returns how many payouts were released.
 */
export async function releaseDuePayouts(input: {
  db: Database;
  gateway: StripeGateway;
  days: number;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const today = (input.now ?? new Date()).toISOString().slice(0, 10);
  const admittedBefore = daysBefore(today, input.days);
  const bidIds = await listAutoReleaseBidIds(input.db, { admittedBefore, limit: BATCH_SIZE });
  let released = 0;
  for (const bidId of bidIds) {
    try {
      const isReleased = await input.db.transaction(async (tx) => {
        if (!(await lockBookedBid(tx, bidId, 'update', { skipLocked: true }))) return false;
        return releaseWhileLocked(tx, input.gateway, bidId, 'auto_release');
      });
      if (isReleased) released += 1;
    } catch (error) {
      input.log.warn({ bidId, err: error }, 'payout not released automatically');
    }
  }
  return released;
}
