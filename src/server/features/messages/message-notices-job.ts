import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { sendMessageNotices } from './message-notices.service.ts';

/** How often the new-message notice pass runs; a notice goes out 5–6 minutes after a message. */
const NOTICE_INTERVAL_MS = 60_000;

/**
 * Runs {@link sendMessageNotices} now and every minute (ADR 0008) as a periodic job. Returns
 * the job's stop function (called on shutdown, before the database closes).
 */
export function startMessageNoticeJob(input: {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'new-message notice',
    intervalMs: NOTICE_INTERVAL_MS,
    log: input.log,
    async pass() {
      const { sent, failed } = await sendMessageNotices(input);
      if (sent + failed > 0) input.log.info({ sent, failed }, 'new-message e-mail notices sent');
    },
  });
}
