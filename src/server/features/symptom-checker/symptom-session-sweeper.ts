import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sqlStateOf, type Database } from '../../db/database.ts';
import { deleteExpiredAnonymousSessions } from './symptom-checker.service.ts';

/** How often expired anonymous sessions are deleted; reads already refuse them (ADR 0010). */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Deletes anonymous symptom sessions older than 24 hours now and every 15 minutes (SECURITY §5:
 * anonymous symptom sessions expire). Safe on several instances at once. Returns a function
 * that stops the timer (called on shutdown). A failed pass is logged without the query's
 * parameters and retried at the next tick.
 */
export function startSymptomSessionSweeper(db: Database, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    deleteExpiredAnonymousSessions(db).then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired anonymous symptom sessions deleted');
      },
      (error: unknown) => {
        const cause = error instanceof DrizzleQueryError ? error.cause : error;
        const message = cause instanceof Error ? cause.message : String(cause);
        log.warn({ err: { code: sqlStateOf(error), message } }, 'symptom-session sweep failed');
      },
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
