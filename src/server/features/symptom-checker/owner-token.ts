import { createHash, createHmac, randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie path on http: the token reaches only the symptom checker's endpoints. */
const HTTP_COOKIE_PATH = '/api/symptom-checker';

/** As long as the anonymous sessions it owns live (ADR 0010); renewed by every analysis. */
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** 32 random bytes, base64url: 43 characters, 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Reads and writes the anonymous visitor's signed owner-token cookie (ADR 0010). */
export interface OwnerTokenCookie {
  /**
   * The token of a cookie this server issued, or undefined when absent, malformed, unsigned or
   * signed with another key: such a visitor is a new anonymous visitor.
   */
  read(request: FastifyRequest): string | undefined;
  /** Sets (or renews) the cookie holding `token` and its signature. */
  write(reply: FastifyReply, token: string): void;
}

/**
 * The owner-token cookie, `HttpOnly`, `SameSite=Lax`, for 24 hours. Its value is
 * `token.HMAC-SHA256(token)` with a key derived from the session secret, so a token the server
 * never issued (one planted in a victim's browser to read their results later) is ignored
 * rather than adopted. On https it is `__Host-symptom_owner` (Secure, Path=/, no Domain): a
 * browser accepts that name only from this exact host, so a sibling subdomain cannot plant a
 * token it was issued itself (ADR 0033). On http (development) it is `symptom_owner`, scoped to
 * `/api/symptom-checker`. Needs @fastify/cookie, registered in the `/api` scope.
 */
export function createOwnerTokenCookie(options: {
  sessionSecret: string;
  isHttps: boolean;
}): OwnerTokenCookie {
  const key = createHmac('sha256', options.sessionSecret)
    .update('careabroad symptom owner token')
    .digest();
  const signer = signerFactory(key);
  const name = options.isHttps ? '__Host-symptom_owner' : 'symptom_owner';
  return {
    read(request) {
      const raw = request.cookies[name];
      if (raw === undefined) return undefined;
      const unsigned = signer.unsign(raw);
      if (!unsigned.valid || unsigned.value === null) return undefined;
      return TOKEN_PATTERN.test(unsigned.value) ? unsigned.value : undefined;
    },
    write(reply, token) {
      reply.setCookie(name, signer.sign(token), {
        path: options.isHttps ? '/' : HTTP_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.isHttps,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
    },
  };
}

/** A new owner token: 256 bits from the CSPRNG, base64url. */
export function newOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, 64 hex characters. */
export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
