import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserSchema,
  LoginInputSchema,
  RegisterInputSchema,
} from '#shared/auth/auth.schemas.ts';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { toCurrentUser } from '../users/users.dto.ts';
import { registerAccount, signIn } from './auth.service.ts';
import { findSessionUser } from './authorize.ts';
import { oidcRoutes } from './oidc.routes.ts';

/** Closes the sockets of the request's signed-in session, on every instance (SECURITY §3). */
async function closeSessionSockets(request: FastifyRequest): Promise<void> {
  if (!request.session?.userId) return;
  await request.server.realtime.endSession(request.session.sessionId);
}

/**
 * Starts a fresh session (new id, SECURITY §3) for `userId`; sockets of the session it replaces
 * are closed. The same user's provider ID token (for logout, ADR 0015) survives, e.g. a role
 * choice.
 */
export async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  const idToken = request.session?.userId === userId ? request.session.oidcIdToken : undefined;
  await closeSessionSockets(request);
  await request.session.regenerate();
  const now = Date.now();
  request.session.userId = userId;
  request.session.createdAtMs = now;
  request.session.touchedAtMs = now;
  if (idToken) request.session.oidcIdToken = idToken;
}

/** Ends the request's session (row deleted, sockets closed) and clears its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await closeSessionSockets(request);
  if (request.session?.userId) await request.session.destroy();
  reply.clearCookie(request.server.config.appOrigin.startsWith('https:') ? '__Host-sid' : 'sid', {
    path: '/',
  });
}

/**
 * Local accounts (DESIGN §4): register, sign in, sign out and the current user; the
 * `/api/login` and `/api/logout` navigations and single sign-on come from oidc.routes.ts.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  authRateLimit: object;
  sessionSecret: string;
}> = async (app, options) => {
  const { db, config } = app;

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags: ['auth'],
        body: RegisterInputSchema,
        response: { 201: CurrentUserSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await registerAccount(db, request.body, config.adminEmails);
      await startSession(request, user.id);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags: ['auth'],
        body: LoginInputSchema,
        response: { 200: CurrentUserSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await signIn(db, request.body, config.adminEmails);
      await startSession(request, user.id);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.undefined() } } },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], response: { 200: CurrentUserSchema, 401: ErrorEnvelopeSchema } } },
    async (request) => {
      const user = await findSessionUser(db, request);
      if (!user) throw unauthorized('Not signed in');
      return toCurrentUser(user);
    },
  );

  await app.register(oidcRoutes, {
    authRateLimit: options.authRateLimit,
    sessionSecret: options.sessionSecret,
    startSession,
    endSession,
  });
};
