import type { FastifyBaseLogger } from 'fastify';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime/realtime.schemas.ts';
import { errorCodeOf } from '../db/database-health.ts';
import type { Connection, SocketRegistry } from './socket-registry.ts';

/** Sessions are re-checked in batches of this many ids (one query each). */
const SESSION_CHECK_BATCH = 1000;
/**
 * Sockets pinged per turn of the event loop: pinging 15,000 at once would hold the loop for
 * hundreds of milliseconds and delay every push behind it.
 */
const PING_BATCH = 500;

export interface HeartbeatOptions {
  registry: SocketRegistry;
  /** Time between pings; a socket that has not answered the previous ping is dropped. */
  intervalMs: number;
  /** Which of these session ids are still live. */
  findLiveSessions(sids: readonly string[]): Promise<Set<string>>;
  /**
   * False while the database is known to be down: the session check is skipped then (sockets
   * stay open, since their sessions cannot be judged) instead of failing on every tick.
   */
  isDatabaseUp(): boolean;
  log: FastifyBaseLogger;
}

/**
 * Every `intervalMs` (SECURITY §3): terminates sockets that missed a pong, pings the rest, and
 * closes sockets whose session has ended (expired, signed out on another instance, deleted) or
 * passed its absolute timeout, with close code {@link SESSION_ENDED_CLOSE_CODE}. Returns a
 * function that stops it.
 */
export function startHeartbeat(options: HeartbeatOptions): () => void {
  const { registry, log } = options;
  let isChecking = false;

  const closeEndedSessions = async () => {
    const now = Date.now();
    const sids = registry.sessionIds();
    for (let start = 0; start < sids.length; start += SESSION_CHECK_BATCH) {
      const batch = sids.slice(start, start + SESSION_CHECK_BATCH);
      const live = await options.findLiveSessions(batch);
      for (const sid of batch) {
        for (const connection of registry.connectionsOfSession(sid)) {
          if (!live.has(sid) || connection.expiresAtMs <= now) {
            connection.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
          }
        }
      }
    }
  };

  const pingFrom = (connections: Connection[], start: number) => {
    for (const connection of connections.slice(start, start + PING_BATCH)) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
    if (start + PING_BATCH < connections.length) {
      setImmediate(() => pingFrom(connections, start + PING_BATCH));
    }
  };

  const tick = () => {
    pingFrom(registry.all(), 0);
    if (isChecking || !options.isDatabaseUp()) return;
    isChecking = true;
    closeEndedSessions()
      // The error's query parameters are session ids, which must not reach the log (SECURITY §5).
      .catch((error: unknown) =>
        log.warn({ code: errorCodeOf(error) }, 'websocket session check failed'),
      )
      .finally(() => {
        isChecking = false;
      });
  };

  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
