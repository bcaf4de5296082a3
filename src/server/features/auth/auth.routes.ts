import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserSchema,
  LoginInputSchema,
  RegisterInputSchema,
  TwoFactorChallengeSchema,
  TwoFactorLoginInputSchema,
} from '#shared/auth/auth.schemas.ts';
import { ErrorEnvelopeSchema } from '#shared/common/errors.schemas.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { acceptedLocale } from '../../lib/accepted-locale.ts';
import { recipientOf } from '../../mail/mail-recipient.ts';
import { toCurrentUser } from '../users/users.dto.ts';
import { findUserById } from '../users/users.service.ts';
import { composeRegistrationAttempt } from './account-mail.ts';
import { sendBestEffort, type AccountContext } from './account-links.service.ts';
import { accountRoutes } from './account.routes.ts';
import { completeSignIn, registerAccount, signIn } from './auth.service.ts';
import { assertNotThrottled, recordFailedSignIn, withRetryAfter } from './sign-in-throttle.ts';
import { createTotpSecretBox } from './totp-secret-box.ts';
import { verifySecondFactor, type TwoFactorDeps } from './two-factor.service.ts';
import { findSessionUser } from './authorize.ts';
import { oidcRoutes } from './oidc.routes.ts';

declare module 'fastify' {
  interface Session {
    /** A password sign-in waiting for its second factor (issue #12): whose, and since when (ms). */
    pendingTwoFactor?: { userId: string; atMs: number };
  }
}

/** How long a password sign-in waits for its second factor. */
const TWO_FACTOR_PENDING_MS = 5 * 60_000;

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
 * Local accounts (DESIGN §4): register, sign in (with a second factor when the account has
 * one), sign out and the current user; account management comes from account.routes.ts, the
 * `/api/login` and `/api/logout` navigations and single sign-on from oidc.routes.ts.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  authRateLimit: object;
  sessionSecret: string;
}> = async (app, options) => {
  const { db, config } = app;
  const twoFactor: TwoFactorDeps = { db, secrets: createTotpSecretBox(options.sessionSecret) };

  const accountContext = (request: FastifyRequest): AccountContext => ({
    db,
    mailer: app.mailer,
    appOrigin: config.appOrigin,
    log: request.log,
    endSockets: async (sids) => {
      await Promise.all(sids.map((sid) => app.realtime.endSession(sid)));
    },
    recordStore: app.records.store,
  });

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags: ['auth'],
        body: RegisterInputSchema,
        response: { 201: CurrentUserSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const context = accountContext(request);
      const input = {
        ...request.body,
        preferredLocale: request.body.preferredLocale ?? acceptedLocale(request.headers),
      };
      const registration = await registerAccount(db, input, config.adminEmails, (owner) => {
        void sendBestEffort(
          context,
          composeRegistrationAttempt(recipientOf(owner), config.appOrigin),
        );
      });
      if (registration.kind === 'created') {
        await startSession(request, registration.user.id);
      } else {
        // The same Set-Cookie as a new account's, for a session that signs nobody in.
        await request.session.regenerate();
        request.session.createdAtMs = Date.now();
      }
      return reply.status(201).send(toCurrentUser(registration.user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags: ['auth'],
        body: LoginInputSchema,
        response: {
          200: CurrentUserSchema,
          202: TwoFactorChallengeSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        signIn(db, request.body, config.adminEmails),
      );
      if (result.kind === 'twoFactor') {
        await request.session.regenerate();
        request.session.pendingTwoFactor = { userId: result.user.id, atMs: Date.now() };
        return reply.status(202).send({ twoFactorRequired: true as const });
      }
      await startSession(request, result.user.id);
      return toCurrentUser(result.user);
    },
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags: ['auth'],
        body: TwoFactorLoginInputSchema,
        response: { 200: CurrentUserSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const pending = request.session?.pendingTwoFactor;
      const isFresh = pending && Date.now() - pending.atMs < TWO_FACTOR_PENDING_MS;
      const user = isFresh ? await findUserById(db, pending.userId) : undefined;
      if (!user) throw unauthorized('Your sign-in expired. Please enter your password again.');
      await withRetryAfter(reply, () => assertNotThrottled(db, user.email));
      if (!(await verifySecondFactor(twoFactor, user, request.body.code))) {
        await recordFailedSignIn(db, user.email);
        throw new AppError(401, 'INVALID_CODE', 'That code is not valid. Try the newest code.');
      }
      const signedIn = await completeSignIn(db, user, config.adminEmails);
      await startSession(request, signedIn.id);
      return toCurrentUser(signedIn);
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

  await app.register(accountRoutes, {
    authRateLimit: options.authRateLimit,
    accountContext,
    twoFactor,
  });

  await app.register(oidcRoutes, {
    authRateLimit: options.authRateLimit,
    sessionSecret: options.sessionSecret,
    startSession,
    endSession,
  });
};
