import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sqlStateOf, type Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendMessageNotices } from './message-notices.service.ts';

/** How often the new-message notice pass runs; a notice goes out 5–6 minutes after a message. */
const NOTICE_INTERVAL_MS = 60_000;

/** A failed pass without the query's parameters (SECURITY §5): the driver's message and SQLSTATE. */
function loggableFailure(error: unknown): Record<string, unknown> {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return {
    code: sqlStateOf(error),
    message: cause instanceof Error ? cause.message : String(cause),
  };
}

/**
 * Runs {@link sendMessageNotices} now and every minute (ADR 0008), never two passes at once in
 * this process; other instances may run theirs concurrently. Failures are logged and retried at
 * the next tick. Returns a function that stops the timer and resolves when a running pass has
 * finished (called on shutdown, before the database closes).
 */
export function startMessageNoticeJob(input: {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { log } = input;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sendMessageNotices(input)
      .then(
        ({ sent, failed }) => {
          if (sent + failed > 0) log.info({ sent, failed }, 'new-message e-mail notices sent');
        },
        (error: unknown) =>
          log.warn({ err: loggableFailure(error) }, 'new-message notice pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, NOTICE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
