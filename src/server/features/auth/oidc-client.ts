import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';

/** How long a successful discovery is reused before the provider's metadata is read again. */
const DISCOVERY_TTL_MS = 60 * 60_000;

/** The provider's answer to a completed sign-in: who the user is and what they shared. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  /** Kept in the session for RP-initiated logout (`id_token_hint`). */
  idToken: string | undefined;
}

/** What `/api/login` must keep (in the flow cookie) to check the callback. */
export interface OidcAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One OpenID Connect relying party: discovery, authorization URL, callback, logout URL. */
export interface OidcRelyingParty {
  /** The provider's authorization URL with PKCE (S256), state and nonce. */
  startAuthorization(redirectUri: string): Promise<OidcAuthorization>;
  /**
   * Checks the callback (state, PKCE, nonce, ID token), exchanges the code and reads userinfo.
   * @throws openid-client errors; see {@link classifyOidcError}.
   */
  completeAuthorization(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity>;
  /** The provider's `end_session_endpoint` URL, or undefined when it has none or is down. */
  buildLogoutUrl(params: {
    idToken: string;
    postLogoutRedirectUri: string;
  }): Promise<URL | undefined>;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A relying party for `config` (DESIGN §3, ADR 0015). Discovery is lazy, cached for an hour and
 * retried on the next sign-in after a failure; every HTTP call to the provider times out after
 * `config.timeoutMs`. Plain http is allowed only when the config says so (loopback test issuers).
 */
export function createOidcRelyingParty(config: OidcConfig): OidcRelyingParty {
  let cached: { configuration: Promise<client.Configuration>; expiresAtMs: number } | undefined;

  function discover(): Promise<client.Configuration> {
    if (cached && cached.expiresAtMs > Date.now()) return cached.configuration;
    const configuration = client.discovery(
      new URL(config.issuerUrl),
      config.clientId,
      config.clientSecret,
      undefined,
      {
        timeout: config.timeoutMs / 1000,
        ...(config.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    const entry = { configuration, expiresAtMs: Date.now() + DISCOVERY_TTL_MS };
    cached = entry;
    configuration.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return configuration;
  }

  return {
    async startAuthorization(redirectUri) {
      const configuration = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async completeAuthorization(callbackUrl, checks) {
      const configuration = await discover();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      // With the code flow, e-mail and name come from userinfo (DESIGN §8).
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: stringClaim(info.email)?.toLowerCase(),
        isEmailVerified: info.email_verified === true,
        firstName: stringClaim(info.given_name),
        lastName: stringClaim(info.family_name),
        idToken: tokens.id_token,
      };
    },

    async buildLogoutUrl({ idToken, postLogoutRedirectUri }) {
      try {
        const configuration = await discover();
        if (!configuration.serverMetadata().end_session_endpoint) return undefined;
        return client.buildEndSessionUrl(configuration, {
          id_token_hint: idToken,
          post_logout_redirect_uri: postLogoutRedirectUri,
        });
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Maps a failure of the provider round trip to what the user is told: the provider could not
 * be reached (`unavailable`), the user declined (`cancelled`), or anything else (`failed`:
 * tampered state, replayed code, wrong nonce, bad ID token).
 */
export function classifyOidcError(error: unknown): 'unavailable' | 'cancelled' | 'failed' {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'failed';
  }
  const seen = new Set<unknown>();
  for (let cause: unknown = error; cause instanceof Error && !seen.has(cause);) {
    seen.add(cause);
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return 'unavailable';
    if (cause.message === 'fetch failed') return 'unavailable';
    const code = (cause as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ENOTFOUND') {
      return 'unavailable';
    }
    cause = cause.cause;
  }
  return 'failed';
}
