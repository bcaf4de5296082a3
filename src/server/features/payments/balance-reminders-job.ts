import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { sendBalanceReminders } from './balance-reminders.service.ts';

/** How often due balances are looked for: a reminder comes at most this late. */
const BALANCE_REMINDER_INTERVAL_MS = 15 * 60_000;

/**
 * Runs {@link sendBalanceReminders} now and every 15 minutes as a periodic job. Returns the
 * job's stop function (called on shutdown, before the database closes).
 */
export function startBalanceReminderJob(input: {
  db: Database;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'balance reminder',
    intervalMs: BALANCE_REMINDER_INTERVAL_MS,
    log: input.log,
    async pass() {
      const reminded = await sendBalanceReminders(input.db);
      if (reminded > 0) input.log.info({ reminded }, 'balance reminders sent');
    },
  });
}
