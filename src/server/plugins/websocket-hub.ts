import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import type { RealtimeEvent } from '#shared/realtime/realtime.schemas.ts';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime/realtime.schemas.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { findLiveSessionIds } from '../features/auth/sessions.repository.ts';
import { startHeartbeat } from '../realtime/heartbeat.ts';
import {
  publishBusEvent,
  subscribeToBus,
  type BusEvent,
  type DeliverEvent,
} from '../realtime/realtime-bus.ts';
import { SocketRegistry, type Connection } from '../realtime/socket-registry.ts';

/** Clients never send data frames (DESIGN §5); anything larger is cut off (SECURITY §3). */
const MAX_PAYLOAD_BYTES = 4 * 1024;
/** A socket whose unsent backlog passes this is too slow to keep up and is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code for a client that sends data frames (RFC 6455 policy violation). */
const POLICY_VIOLATION = 1008;
/** Close code on shutdown (RFC 6455 going away): the client reconnects, to another instance. */
const GOING_AWAY = 1001;
/**
 * How long shutdown waits for peers to answer the close frame before cutting their sockets: a
 * live client answers in milliseconds; a frozen tab or a dead network never does, and would
 * otherwise hold the process until the shutdown timer kills it.
 */
const SHUTDOWN_CLOSE_GRACE_MS = 250;

/** Loads the frame to push for row `id`, or undefined when the row is gone. */
export type FrameLoader = (id: string) => Promise<RealtimeEvent | undefined>;

export interface WebsocketHubOptions {
  database: DatabaseHandle;
  /** How each deliverable event type turns a row id into its frame. */
  loadFrame: Record<DeliverEvent['type'], FrameLoader>;
  /** Sockets one user may hold open per process (default 10). */
  maxSocketsPerUser?: number;
  /** Ping and session re-check interval in ms (default 30 s). */
  heartbeatIntervalMs?: number;
}

/** Who an upgraded socket belongs to. */
export interface SocketIdentity {
  userId: string;
  sid: string;
  /** Epoch ms of the session's absolute timeout. */
  expiresAtMs: number;
}

/** The realtime side of the app (`app.realtime`), DESIGN §5 Realtime. */
export interface RealtimeHub {
  /**
   * Pushes row `id`, as the `type` frame, to the open sockets of the users in `to` on every
   * instance (`NOTIFY`). Resolves once published, not once delivered.
   */
  deliver(event: Omit<DeliverEvent, 'kind'>): Promise<void>;
  /** Closes the sockets of session `sid` on every instance (sign-out, SECURITY §3). */
  endSession(sid: string): Promise<void>;
  /** Whether `userId` may open another socket here (per-user cap). */
  hasRoomFor(userId: string): boolean;
  /** Takes charge of an upgraded socket: pongs, fan-out, close on session end. */
  accept(socket: WebSocket, identity: SocketIdentity): void;
  /** Sockets open in this process. */
  readonly socketCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime fan-out to the open `/ws` sockets of chosen users, across instances. */
    realtime: RealtimeHub;
  }
}

/**
 * Closes every socket with {@link GOING_AWAY} and resolves once all have closed, terminating
 * those whose peer has not completed the close handshake within {@link SHUTDOWN_CLOSE_GRACE_MS}.
 */
async function closeForShutdown(sockets: Iterable<WebSocket>): Promise<void> {
  const closing = [...sockets].map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) {
          resolve();
          return;
        }
        const timer = setTimeout(() => socket.terminate(), SHUTDOWN_CLOSE_GRACE_MS);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        socket.close(GOING_AWAY, 'Server shutting down');
      }),
  );
  await Promise.all(closing);
}

function send(connection: Connection, data: string): void {
  const { socket } = connection;
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(data);
}

/**
 * The WebSocket hub (SECURITY §3, DESIGN §5 and §7): registers @fastify/websocket, keeps this
 * process's sockets by user and session, and listens on the database bus so that a message
 * written through any instance reaches exactly its two parties' sockets on every instance.
 * Frames go out in the order the events arrived. The `/ws` route itself lives in the session
 * scope (features/realtime).
 */
export const websocketHubPlugin = fp(
  async (app: FastifyInstance, options: WebsocketHubOptions) => {
    const { database } = options;
    const registry = new SocketRegistry(options.maxSocketsPerUser ?? 10);
    // Added before @fastify/websocket's own preClose, which would close with no code and wait.
    app.addHook('preClose', async () => {
      await closeForShutdown(app.websocketServer.clients);
    });
    await app.register(websocket, {
      options: { maxPayload: MAX_PAYLOAD_BYTES, perMessageDeflate: false },
    });

    let sendQueue = Promise.resolve();
    const deliverLocally = (event: DeliverEvent) => {
      if (registry.connectionsOf(event.to).length === 0) return;
      const frame = options.loadFrame[event.type](event.id);
      sendQueue = sendQueue
        .then(async () => {
          const loaded = await frame;
          if (!loaded) return;
          const data = JSON.stringify(loaded);
          for (const connection of registry.connectionsOf(event.to)) send(connection, data);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'realtime delivery failed'));
    };
    const endSessionLocally = (sid: string) => {
      for (const connection of registry.connectionsOfSession(sid)) {
        connection.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    };
    const onBusEvent = (event: BusEvent) => {
      if (event.kind === 'deliver') deliverLocally(event);
      else endSessionLocally(event.sid);
    };

    const unlisten = await subscribeToBus(database, onBusEvent, () =>
      app.log.warn('ignored an invalid realtime bus payload'),
    );
    const stopHeartbeat = startHeartbeat({
      registry,
      intervalMs: options.heartbeatIntervalMs ?? 30_000,
      findLiveSessions: (sids) => findLiveSessionIds(database.db, sids),
      isDatabaseUp: () => database.health.state === 'up',
      log: app.log,
    });
    app.addHook('onClose', async () => {
      stopHeartbeat();
      // The database may already be closed (or gone); then there is nothing left to unlisten.
      await unlisten().catch((error: unknown) =>
        app.log.debug({ err: error }, 'realtime unlisten failed'),
      );
    });

    const hub: RealtimeHub = {
      deliver: (event) => publishBusEvent(database, { kind: 'deliver', ...event }),
      endSession: (sid) => publishBusEvent(database, { kind: 'session_ended', sid }),
      hasRoomFor: (userId) => registry.hasRoomFor(userId),
      accept(socket, identity) {
        if (!registry.hasRoomFor(identity.userId)) {
          socket.close(POLICY_VIOLATION, 'Too many open connections');
          return;
        }
        const connection: Connection = { socket, ...identity, isAlive: true };
        registry.add(connection);
        socket.on('pong', () => {
          connection.isAlive = true;
        });
        socket.on('message', () => {
          socket.close(POLICY_VIOLATION, 'Send messages with POST /api/messages');
        });
      },
      get socketCount() {
        return registry.size;
      },
    };
    app.decorate('realtime', hub);
  },
  { name: 'websocket-hub' },
);
