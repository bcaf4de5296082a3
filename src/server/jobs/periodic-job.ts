import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sqlStateOf } from '../db/database.ts';

/** A failed pass without the query's parameters (SECURITY §5): the driver's message and SQLSTATE. */
function loggableFailure(error: unknown): Record<string, unknown> {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return {
    code: sqlStateOf(error),
    message: cause instanceof Error ? cause.message : String(cause),
  };
}

/**
 * Runs `pass` now and then every `intervalMs`, never two passes at once in this process (other
 * instances may run theirs concurrently, so each pass must claim its rows). A failed pass is
 * logged as `<name> pass failed` with SQLSTATE and message only, and retried at the next tick.
 * Returns a function that stops the timer and resolves when a running pass has finished
 * (called on shutdown, before the database closes).
 */
export function startPeriodicJob(input: {
  name: string;
  intervalMs: number;
  pass: () => Promise<void>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = input
      .pass()
      .catch((error: unknown) =>
        input.log.warn({ err: loggableFailure(error) }, `${input.name} pass failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, input.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
