import { CANCELLATION_POLICY, daysBefore } from '#shared/payments/cancellation-policy.ts';
import type { Database } from '../../db/database.ts';
import { bookingNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { claimBalanceDueBookings } from './bookings.repository.ts';

/** Bookings handled per pass at most. */
const BATCH_SIZE = 200;

/**
 * One pass (issue #16, ADR 0049): tells each patient whose balance is unpaid and whose
 * admission day is within the policy's `balanceReminderDaysBefore` days (and not today or
 * past) with a `balance_due` notification, which the notification centre's digest e-mails (ADR
 * 0043), once per (bid, admission date): a changed date is reminded again. Claim and
 * notification commit together. Returns how many patients were reminded.
 */
export async function sendBalanceReminders(
  db: Database,
  now = new Date(),
  policy = CANCELLATION_POLICY,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  // The last day reminded now: `balanceReminderDaysBefore` days ahead of today.
  const until = daysBefore(today, -policy.balanceReminderDaysBefore);
  return db.transaction(async (tx) => {
    const due = await claimBalanceDueBookings(tx, { today, until, limit: BATCH_SIZE });
    for (const booking of due) {
      await notify(tx, bookingNotice('balance_due', [booking.patientId], booking));
    }
    return due.length;
  });
}
