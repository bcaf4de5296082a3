import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REALTIME_PATH } from '#shared/realtime/realtime.schemas.ts';
import { forbidden, tooManyRequests } from '../../lib/app-error.ts';
import { authorize } from '../auth/authorize.ts';

/**
 * `GET /ws` (SPEC §7, SECURITY §1 and §3): the upgrade is refused before any WebSocket exists
 * — 403 unless `Origin` is exactly `APP_ORIGIN`, 401 without a signed-in session, 429 when the
 * user already holds the per-user cap of sockets. An accepted socket receives the frames of
 * `app.realtime` and is closed when its session ends. Register it in the session scope.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, realtime } = app;

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preHandler: async (request) => {
        if (request.headers.origin !== config.appOrigin) {
          throw forbidden('This page may not open a realtime connection', 'BAD_ORIGIN');
        }
        const user = await authorize(db, request, 'any');
        if (!realtime.hasRoomFor(user.id)) throw tooManyRequests('Too many open connections');
      },
    },
    (socket, request) => {
      const { session } = request;
      if (!session.userId) {
        socket.terminate();
        return;
      }
      realtime.accept(socket, {
        userId: session.userId,
        sid: session.sessionId,
        expiresAtMs: (session.createdAtMs ?? 0) + config.sessionAbsoluteTimeoutMs,
      });
    },
  );
};
