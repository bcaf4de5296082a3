import cookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { rememberSessionUser } from '../features/auth/authorize.ts';
import {
  deleteSession,
  findLiveSessionWithUser,
  upsertSession,
  type LiveSessionWithUser,
  type StoredSession,
} from '../features/auth/sessions.repository.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
    createdAtMs?: number;
    touchedAtMs?: number;
  }
}

/** The session cookie's name: `__Host-sid` on https origins (SECURITY §3), `sid` otherwise. */
export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? '__Host-sid' : 'sid';
}

/** A session's idle expiry is pushed forward at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPluginOptions {
  db: Database;
  secret: string;
  isHttps: boolean;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/**
 * Server-side sessions (SECURITY §3) with @fastify/session over the `sessions` table: signed
 * CSPRNG id in an `HttpOnly`, `SameSite=Lax` cookie (`__Host-sid` and `Secure` on https), no
 * row for anonymous traffic, idle and absolute timeouts. Register it only in the `/api` and
 * `/ws` scope: a session lookup on static files halves throughput (DESIGN §8).
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  /*
   * The store's `get` reads the session and its user in one query (ADR 0035) but cannot see the
   * request; @fastify/session restores the session from its callback and runs the next
   * onRequest hook in the same tick, which takes the user from here. The sid check makes a
   * mismatch harmless: the request then loads its user itself.
   */
  let lastRead: { sid: string; user: LiveSessionWithUser['user'] } | undefined;
  await app.register(cookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: sessionCookieName(options.isHttps),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.isHttps,
      maxAge: options.idleTimeoutMs,
    },
    store: {
      get(sid, callback) {
        findLiveSessionWithUser(options.db, sid).then(
          (found) => {
            lastRead = { sid, user: found?.user };
            callback(null, (found?.sess ?? null) as never);
          },
          (error: Error) => callback(error, null as never),
        );
      },
      set(sid, session, callback) {
        const sess = JSON.parse(JSON.stringify(session)) as StoredSession;
        const expire = session.cookie.expires ?? new Date(Date.now() + options.idleTimeoutMs);
        upsertSession(options.db, { sid, sess, expire, userId: sess.userId ?? null }).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
      destroy(sid, callback) {
        deleteSession(options.db, sid).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    },
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const read = lastRead;
    lastRead = undefined;
    if (read?.user && read.sid === request.session?.sessionId) {
      rememberSessionUser(request, read.user);
    }
    done();
  });

  app.addHook('preHandler', async (request) => {
    const { session } = request;
    if (!session?.userId) return;
    const now = Date.now();
    if (now - (session.createdAtMs ?? 0) > options.absoluteTimeoutMs) {
      await session.destroy();
      return;
    }
    if (now - (session.touchedAtMs ?? 0) > TOUCH_INTERVAL_MS) {
      session.touch();
      session.touchedAtMs = now;
    }
  });
});
