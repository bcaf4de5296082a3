import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { RealtimeEventSchema, type RealtimeEvent } from '#shared/realtime/realtime.schemas.ts';

/** Starts `app` on a free loopback port; returns its `ws://` base (closed with the app). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `ws://127.0.0.1:${address.port}`;
}

/** How a socket ended: RFC 6455 close code and reason. */
export interface SocketClose {
  code: number;
  reason: string;
}

/** An open test socket collecting every frame the server pushes. */
export interface TestSocket {
  socket: WebSocket;
  frames: RealtimeEvent[];
  closed: Promise<SocketClose>;
  /** Resolves when at least `count` frames have arrived; rejects after `timeoutMs`. */
  waitForFrames(count: number, timeoutMs?: number): Promise<RealtimeEvent[]>;
}

/** Handshake headers: the session cookie and the page's `Origin`. */
export interface HandshakeHeaders {
  cookie?: string | undefined;
  origin?: string;
}

function connect(url: string, headers: HandshakeHeaders, autoPong = true): WebSocket {
  return new WebSocket(url, {
    autoPong,
    headers: {
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
      ...(headers.origin ? { origin: headers.origin } : {}),
    },
  });
}

/**
 * Opens `url` like a browser page would and collects its frames (validated against the shared
 * contract). `autoPong: false` plays a dead peer. Rejects when the handshake is refused.
 */
export function openSocket(
  url: string,
  headers: HandshakeHeaders,
  options: { autoPong?: boolean } = {},
): Promise<TestSocket> {
  const socket = connect(url, headers, options.autoPong);
  const frames: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    frames.push(RealtimeEventSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<SocketClose>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  const waitForFrames = (count: number, timeoutMs = 5000) =>
    new Promise<RealtimeEvent[]>((resolve, reject) => {
      const check = () => {
        if (frames.length < count) return;
        cleanup();
        resolve(frames);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`expected ${count} frames, got ${frames.length}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames, closed, waitForFrames }));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`handshake refused: ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** The HTTP status with which the server refuses the handshake (0 if it was accepted). */
export function handshakeStatus(url: string, headers: HandshakeHeaders): Promise<number> {
  const socket = connect(url, headers);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve(0);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? -1);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
