import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { DIGEST_RULES, sendNotificationDigests } from './notification-digest.service.ts';

/** The longest pause between passes; shorter quiet windows (tests, E2E) tick faster. */
const MAX_INTERVAL_MS = 30_000;

/**
 * Runs {@link sendNotificationDigests} now and then every `min(quiet window / 2, 30 s)` (ADR
 * 0043) as a periodic job. Returns the job's stop function (called on shutdown, before the
 * database closes).
 */
export function startNotificationDigestJob(input: {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  quietMs: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const rules = { ...DIGEST_RULES, quietMs: input.quietMs };
  return startPeriodicJob({
    name: 'notification digest',
    intervalMs: Math.max(1_000, Math.min(MAX_INTERVAL_MS, input.quietMs / 2)),
    log: input.log,
    async pass() {
      const { sent, failed } = await sendNotificationDigests({ ...input, rules });
      if (sent + failed > 0) input.log.info({ sent, failed }, 'notification digests sent');
    },
  });
}
