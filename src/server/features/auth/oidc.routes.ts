import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthProvidersSchema, type OidcErrorCode } from '#shared/auth/oidc.schemas.ts';
import { isSafeReturnPath } from '#shared/navigation/return-path.ts';
import { paths } from '#shared/navigation/paths.ts';
import { CALLBACK_PATH, createFlowCookie } from './oidc-flow-cookie.ts';
import { classifyOidcError, createOidcRelyingParty } from './oidc-client.ts';
import { OidcSignInError, signInWithOidc } from './oidc.service.ts';
import { acceptedLocale } from '../../lib/accepted-locale.ts';

declare module 'fastify' {
  interface Session {
    /** The provider's ID token, for `id_token_hint` at RP-initiated logout (ADR 0015). */
    oidcIdToken?: string;
  }
}

/** Ends the local session and clears its cookie (auth.routes.ts). */
type EndSession = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface OidcRoutesOptions {
  /** The session secret, from which the flow cookie's signing key is derived. */
  sessionSecret: string;
  authRateLimit: object;
  endSession: EndSession;
  /** Starts a fresh session (new id) for the user. */
  startSession: (request: FastifyRequest, userId: string) => Promise<void>;
}

const LoginQuerySchema = z.object({ next: z.string().optional().catch(undefined) });
/** The provider's answer (`code`, `state`, `iss`, or `error`…): openid-client checks it. */
const CallbackQuerySchema = z.record(z.string(), z.unknown());

function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

function loginErrorUrl(code: OidcErrorCode): string {
  return `${paths.login}?error=${code}`;
}

function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  // Name, code and the library's fixed message only: never tokens, codes or e-mail addresses.
  return { name: error.name, code: (error as { code?: unknown }).code, message: error.message };
}

/**
 * Sign-in through any OpenID Connect provider (DESIGN §3–4, SPEC §7, ADR 0015):
 * `GET /api/auth/providers`, `GET /api/login?next=`, `GET /api/callback` and `POST /api/logout`
 * (a form; `GET /api/logout` only redirects to `/`). Without `config.oidc`, `/api/login` goes
 * to the local `/login` page and `/api/logout` to `/`.
 */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, options) => {
  const { db, config } = app;
  const isHttps = config.appOrigin.startsWith('https:');
  const relyingParty = config.oidc ? createOidcRelyingParty(config.oidc) : undefined;
  const flowCookie = createFlowCookie({ sessionSecret: options.sessionSecret, isHttps });
  const redirectUri = `${config.appOrigin}${CALLBACK_PATH}`;
  const rateLimit = { rateLimit: options.authRateLimit };

  app.get(
    '/api/auth/providers',
    { schema: { tags: ['auth'], response: { 200: AuthProvidersSchema } } },
    async () => ({ oidc: relyingParty !== undefined }),
  );

  app.get(
    '/api/login',
    { config: rateLimit, schema: { hide: true, querystring: LoginQuerySchema } },
    async (request, reply) => {
      const next = isSafeReturnPath(request.query.next) ? request.query.next : null;
      if (!relyingParty) return reply.redirect(withNext(paths.login, next));
      try {
        const { url, state, nonce, codeVerifier } =
          await relyingParty.startAuthorization(redirectUri);
        flowCookie.write(reply, { state, nonce, codeVerifier, returnPath: next });
        return reply.redirect(url.href);
      } catch (error) {
        request.log.warn({ oidcError: describeError(error) }, 'single sign-on could not start');
        return reply.redirect(loginErrorUrl('sso_unavailable'));
      }
    },
  );

  const callbackSchema = { hide: true, querystring: CallbackQuerySchema };
  app.get(CALLBACK_PATH, { config: rateLimit, schema: callbackSchema }, async (request, reply) => {
    const flow = flowCookie.read(request);
    flowCookie.clear(reply);
    if (!relyingParty) return reply.redirect(paths.login);
    if (!flow) return reply.redirect(loginErrorUrl('sso_expired'));
    try {
      const identity = await relyingParty.completeAuthorization(
        new URL(request.url, config.appOrigin),
        flow,
      );
      const user = await signInWithOidc(db, identity, {
        adminEmails: config.adminEmails,
        newAccountLocale: acceptedLocale(request.headers),
      });
      await options.startSession(request, user.id);
      if (identity.idToken) request.session.oidcIdToken = identity.idToken;
      return reply.redirect(withNext(paths.root, flow.returnPath));
    } catch (error) {
      if (error instanceof OidcSignInError) return reply.redirect(loginErrorUrl(error.reason));
      request.log.warn({ oidcError: describeError(error) }, 'single sign-on failed');
      return reply.redirect(loginErrorUrl(`sso_${classifyOidcError(error)}`));
    }
  });

  // Sign-out is a same-origin form POST (DESIGN §4): a GET, which any other site can trigger
  // with a link or an image, changes nothing and just goes home.
  app.get('/api/logout', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(paths.root),
  );

  await app.register(async (form) => {
    // The client's sign-out form posts an empty urlencoded body; its content is never read.
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    form.post('/api/logout', { schema: { hide: true } }, async (request, reply) => {
      const idToken = request.session?.userId ? request.session.oidcIdToken : undefined;
      await options.endSession(request, reply);
      if (relyingParty && idToken) {
        const url = await relyingParty.buildLogoutUrl({
          idToken,
          postLogoutRedirectUri: config.appOrigin,
        });
        if (url) return reply.redirect(url.href, 303);
      }
      return reply.redirect(paths.root, 303);
    });
  });
};
