import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { removeExpiredAccreditationBadges } from './accreditation-expiry.service.ts';

/** How often expiries are looked for: a badge outlives its date by at most this. */
const EXPIRY_INTERVAL_MS = 60 * 60_000;

/**
 * Runs {@link removeExpiredAccreditationBadges} now and every hour as a periodic job. Returns
 * the job's stop function (called on shutdown, before the database closes).
 */
export function startAccreditationExpiryJob(input: {
  db: Database;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'accreditation expiry',
    intervalMs: EXPIRY_INTERVAL_MS,
    log: input.log,
    async pass() {
      const removed = await removeExpiredAccreditationBadges(input.db);
      if (removed > 0) input.log.info({ removed }, 'expired accreditation badges removed');
    },
  });
}
