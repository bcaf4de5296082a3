import type { Database } from '../../db/database.ts';
import { hospitalProfileNotice } from '../notifications/notification-notices.ts';
import { notify } from '../notifications/notifications.service.ts';
import { utcDateOf } from './hospital-profiles.dto.ts';
import { removeExpiredBadges } from './hospital-profiles.repository.ts';

/** Badges handled per transaction. */
const EXPIRY_BATCH = 100;

/**
 * Removes the badge of every verified accreditation whose expiry date has passed (the badge
 * shows through the expiry date, UTC, and is gone the day after) and tells its hospital, one
 * notification per accreditation on the transaction that removes it (ADR 0051). Rows are
 * claimed with SKIP LOCKED, so instances running this at once never tell twice. `now` is the
 * clock (tests pass their own). Returns how many badges were removed.
 */
export async function removeExpiredAccreditationBadges(
  db: Database,
  now = new Date(),
): Promise<number> {
  const today = utcDateOf(now);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await removeExpiredBadges(tx, { today, now, limit: EXPIRY_BATCH });
      for (const row of rows) {
        await notify(tx, hospitalProfileNotice('accreditation_expired', row.hospitalId, row.id));
      }
      return rows.length;
    });
    removed += batch;
    if (batch < EXPIRY_BATCH) return removed;
  }
}
