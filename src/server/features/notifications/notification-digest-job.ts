import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sqlStateOf, type Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { DIGEST_RULES, sendNotificationDigests } from './notification-digest.service.ts';

/** The longest pause between passes; shorter quiet windows (tests, E2E) tick faster. */
const MAX_INTERVAL_MS = 30_000;

/** A failed pass without the query's parameters (ADR 0023): the driver's message and SQLSTATE. */
function loggableFailure(error: unknown): Record<string, unknown> {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return {
    code: sqlStateOf(error),
    message: cause instanceof Error ? cause.message : String(cause),
  };
}

/**
 * Runs {@link sendNotificationDigests} now and then every `min(quiet window / 2, 30 s)` (ADR
 * 0043), never two passes at once in this process; other instances may run theirs concurrently.
 * Failures are logged and retried at the next tick. Returns a function that stops the timer and
 * resolves when a running pass has finished (called on shutdown, before the database closes).
 */
export function startNotificationDigestJob(input: {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  quietMs: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { log } = input;
  const rules = { ...DIGEST_RULES, quietMs: input.quietMs };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sendNotificationDigests({ ...input, rules })
      .then(
        ({ sent, failed }) => {
          if (sent + failed > 0) log.info({ sent, failed }, 'notification digests sent');
        },
        (error: unknown) =>
          log.warn({ err: loggableFailure(error) }, 'notification digest pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, Math.max(1_000, Math.min(MAX_INTERVAL_MS, input.quietMs / 2)));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
