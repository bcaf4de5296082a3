/** Whether the database answered its last check: `up`, or `down` while it is being probed. */
export type DatabaseState = 'up' | 'down';

/** Time between two background probes while the database is down. */
const PROBE_INTERVAL_MS = 500;
/** A probe that has not answered by then counts as failed (a hung server never refuses). */
const PROBE_TIMEOUT_MS = 1_000;
/**
 * `Retry-After` while the database is down, in seconds: about how long a restart of PostgreSQL
 * takes, and several probe intervals, so a client that waits this long usually finds it back.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Thrown instead of running a query while the database is known to be down (ADR 0024). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor() {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

class PingTimeoutError extends Error {
  constructor() {
    super('database ping timed out');
  }
}

/**
 * The circuit breaker in front of the database (ADR 0024): one connection-level failure marks the
 * database `down`; from then on queries fail at once with {@link DatabaseUnavailableError}
 * (answered as 503 with `Retry-After`) instead of waiting on dead connections, while one
 * background probe every {@link PROBE_INTERVAL_MS} checks whether it answers again and, on the
 * first success, marks it `up`.
 */
export interface DatabaseHealth {
  readonly state: DatabaseState;
  /** Epoch ms since which the database is down, or undefined while up. */
  readonly downSinceMs: number | undefined;
  /** @throws DatabaseUnavailableError while the database is down. */
  assertAvailable(): void;
  /** Marks the database down (and starts probing) when `error` says it could not be reached. */
  observe(error: unknown): void;
  /**
   * Checks the database now: `down` when the breaker is open, the ping fails (which opens it) or
   * takes over a second (which does not: a saturated pool is not an outage).
   */
  check(): Promise<DatabaseState>;
  /** Calls `listener` on every change of state, with how long the database was down (ms). */
  onChange(listener: (state: DatabaseState, downForMs: number) => void): void;
  /** Stops probing for good (the database is being closed). */
  stop(): void;
}

export interface DatabaseHealthOptions {
  /** A trivial query on the raw client, bypassing the breaker. */
  ping(): Promise<void>;
}

/** Creates the breaker for one database handle; it starts `up`. */
export function createDatabaseHealth(options: DatabaseHealthOptions): DatabaseHealth {
  let state: DatabaseState = 'up';
  let downSinceMs: number | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const listeners: ((state: DatabaseState, downForMs: number) => void)[] = [];

  const pingWithTimeout = async (): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PingTimeoutError()), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([options.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const markUp = () => {
    if (state === 'up') return;
    const downForMs = Date.now() - (downSinceMs ?? Date.now());
    state = 'up';
    downSinceMs = undefined;
    for (const listener of listeners) listener('up', downForMs);
  };

  const scheduleProbe = () => {
    if (isStopped || probeTimer) return;
    probeTimer = setTimeout(() => {
      pingWithTimeout().then(
        () => {
          probeTimer = undefined;
          markUp();
        },
        () => {
          probeTimer = undefined;
          scheduleProbe();
        },
      );
    }, PROBE_INTERVAL_MS);
    probeTimer.unref();
  };

  const markDown = () => {
    if (state === 'up') {
      state = 'down';
      downSinceMs = Date.now();
      for (const listener of listeners) listener('down', 0);
    }
    scheduleProbe();
  };

  return {
    get state() {
      return state;
    },
    get downSinceMs() {
      return downSinceMs;
    },
    assertAvailable() {
      if (state === 'down') throw new DatabaseUnavailableError();
    },
    observe(error) {
      if (isDatabaseUnavailable(error)) markDown();
    },
    async check() {
      if (state === 'down') return state;
      try {
        await pingWithTimeout();
        return 'up';
      } catch (error) {
        // A slow answer may be a busy pool, not an outage: only a failed ping opens the breaker.
        if (!(error instanceof PingTimeoutError)) markDown();
        return 'down';
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
    stop() {
      isStopped = true;
      clearTimeout(probeTimer);
      probeTimer = undefined;
    },
  };
}

/**
 * Error codes that mean the database could not be reached or threw the session out: Node's
 * socket errors, postgres.js's connection errors, SQLSTATE classes 08 (connection exception)
 * and 53 (insufficient resources: too many connections, out of memory or disk), and 57P01–03
 * (administrator shutdown, crash shutdown, cannot connect now).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_UNAVAILABLE',
  '57P01',
  '57P02',
  '57P03',
]);

/** SQLSTATEs of a live database that gave up on one statement: 57014 statement timeout, 55P03 lock timeout. */
const TIMED_OUT_CODES = new Set(['57014', '55P03']);

/**
 * The first `code` on a database error's `cause` chain (a SQLSTATE, a postgres.js or a socket
 * code): what may be logged of it, since the error itself carries the query's parameters.
 */
export function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

function someCodeIn(error: unknown, matches: (code: string) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && matches(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when the database could not be reached: answered 503 and trips the breaker
 * (SECURITY §4). Walks Drizzle's `cause` chain.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCodeIn(
    error,
    (code) => UNAVAILABLE_CODES.has(code) || code.startsWith('08') || /^53[0-9A-Z]{3}$/.test(code),
  );
}

/**
 * True when a live database cancelled a statement at its statement or lock timeout: answered
 * 503 (try again shortly) without tripping the breaker, since the server itself answers.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  return someCodeIn(error, (code) => TIMED_OUT_CODES.has(code));
}
