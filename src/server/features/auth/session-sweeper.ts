import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

/** How often expired session rows are deleted. Expired rows are already ignored on read. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Deletes expired sessions now and every 15 minutes, so the `sessions` table holds only live
 * ones. Returns a function that stops the timer (called on shutdown). Failures are logged and
 * retried at the next tick.
 */
export function startSessionSweeper(db: Database, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    deleteExpiredSessions(db).then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
      },
      (error: unknown) => log.warn({ err: error }, 'expired-session sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
