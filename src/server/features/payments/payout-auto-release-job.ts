import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { releaseDuePayouts } from './payout-auto-release.service.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** How often due payouts are looked for: a payout is released at most this late. */
const AUTO_RELEASE_INTERVAL_MS = 60 * 60_000;

/**
 * Runs {@link releaseDuePayouts} now and every hour as a periodic job (ADR 0061). Returns the
 * job's stop function (called on shutdown, before the database closes).
 */
export function startPayoutAutoReleaseJob(input: {
  db: Database;
  gateway: StripeGateway;
  days: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'payout auto-release',
    intervalMs: AUTO_RELEASE_INTERVAL_MS,
    log: input.log,
    async pass() {
      const released = await releaseDuePayouts(input);
      if (released > 0) input.log.info({ released }, 'payouts released automatically');
    },
  });
}
