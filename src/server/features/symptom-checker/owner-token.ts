import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie path: the token reaches only the symptom checker's endpoints. */
const COOKIE_PATH = '/api/symptom-checker';

/** As long as the anonymous sessions it owns live (ADR 0010); renewed by every analysis. */
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** 32 random bytes, base64url: 43 characters, 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The owner-token cookie's name; `__Secure-` on https so only a secure page can set it. */
function cookieNameFor(isHttps: boolean): string {
  return isHttps ? '__Secure-symptom_owner' : 'symptom_owner';
}

/**
 * The anonymous caller's owner token from its cookie (ADR 0010), or undefined when absent or
 * malformed. Needs @fastify/cookie, registered in the `/api` scope by the session plugin.
 */
export function readOwnerToken(request: FastifyRequest, isHttps: boolean): string | undefined {
  const token = request.cookies[cookieNameFor(isHttps)];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** A new owner token: 256 bits from the CSPRNG, base64url. */
export function newOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, 64 hex characters. */
export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sets (or renews) the owner-token cookie: `HttpOnly`, `SameSite=Lax`, `Secure` on https,
 * scoped to `/api/symptom-checker`, for 24 hours.
 */
export function setOwnerTokenCookie(reply: FastifyReply, token: string, isHttps: boolean): void {
  reply.setCookie(cookieNameFor(isHttps), token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
