import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { REALTIME_PATH } from '#shared/realtime/realtime.schemas.ts';
import { forbidden, tooManyRequests } from '../../lib/app-error.ts';
import { authorize } from '../auth/authorize.ts';

/** The HTTP response each upgrade request was dispatched with (see releaseUpgrade). */
const upgradeResponses = new WeakMap<IncomingMessage, ServerResponse>();

/**
 * Lets the upgrade's HTTP request, reply and session be garbage-collected while the socket
 * lives: @fastify/websocket leaves its response attached to the TCP socket and keeps the
 * request in the socket's error listener, about 7 KB per idle socket (bench/README.md).
 */
function releaseUpgrade(socket: WebSocket, raw: IncomingMessage, onError: () => void): void {
  upgradeResponses.get(raw)?.detachSocket(raw.socket);
  upgradeResponses.delete(raw);
  socket.removeAllListeners('error');
  socket.on('error', onError);
}

/**
 * `GET /ws` (SPEC §7, SECURITY §1 and §3): the upgrade is refused before any WebSocket exists
 * — 403 unless `Origin` is an allowed origin (`APP_ORIGIN`, see config.ts), 401 without a
 * signed-in session, 429 when the user already holds the per-user cap of sockets. An accepted socket receives the frames of
 * `app.realtime` and is closed when its session ends. Register it in the session scope.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, realtime } = app;

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preHandler: async (request, reply) => {
        if (!config.allowedOrigins.includes(request.headers.origin ?? '')) {
          throw forbidden('This page may not open a realtime connection', 'BAD_ORIGIN');
        }
        const user = await authorize(db, request, 'any');
        if (!realtime.hasRoomFor(user.id)) throw tooManyRequests('Too many open connections');
        upgradeResponses.set(request.raw, reply.raw);
      },
    },
    (socket, request) => {
      const { userId, sessionId, createdAtMs } = request.session;
      releaseUpgrade(socket, request.raw, () => socket.terminate());
      if (!userId) {
        socket.terminate();
        return;
      }
      realtime.accept(socket, {
        userId,
        sid: sessionId,
        expiresAtMs: (createdAtMs ?? 0) + config.sessionAbsoluteTimeoutMs,
      });
    },
  );
};
