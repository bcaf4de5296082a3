import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { deleteStaleSignInThrottles } from './account.repository.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

/** How often expired session rows are deleted. Expired rows are already ignored on read. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * An address's failed sign-ins are forgotten a day after the last one (once no lock runs): the
 * throttle counts per address typed (ADR 0033), so abandoned guesses would otherwise pile up.
 */
const THROTTLE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Deletes expired sessions and stale sign-in throttle rows now and every 15 minutes, so the
 * tables hold only live state. Returns a function that stops the timer (called on shutdown).
 * Failures are logged and retried at the next tick.
 */
export function startSessionSweeper(db: Database, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    deleteExpiredSessions(db).then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
      },
      (error: unknown) => log.warn({ err: error }, 'expired-session sweep failed'),
    );
    deleteStaleSignInThrottles(db, new Date(Date.now() - THROTTLE_MEMORY_MS)).then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, 'stale sign-in throttles deleted');
      },
      (error: unknown) => log.warn({ err: error }, 'sign-in throttle sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
