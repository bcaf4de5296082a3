import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { sendBidDeadlineNotices } from './bid-deadline-notices.service.ts';

/** How often near deadlines are looked for: a notice comes at most this late. */
const DEADLINE_NOTICE_INTERVAL_MS = 5 * 60_000;

/**
 * Runs {@link sendBidDeadlineNotices} now and every 5 minutes as a periodic job. Returns the
 * job's stop function (called on shutdown, before the database closes).
 */
export function startBidDeadlineNoticeJob(input: {
  db: Database;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'bid deadline notice',
    intervalMs: DEADLINE_NOTICE_INTERVAL_MS,
    log: input.log,
    async pass() {
      const told = await sendBidDeadlineNotices(input.db);
      if (told > 0) input.log.info({ told }, 'bid deadline notices sent');
    },
  });
}
