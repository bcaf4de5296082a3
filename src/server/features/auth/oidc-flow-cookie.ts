import { createHmac } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A sign-in must come back from the provider within this (ADR 0015). */
export const FLOW_COOKIE_MAX_AGE_MS = 10 * 60_000;

/** The only path the flow cookie is sent to. */
export const CALLBACK_PATH = '/api/callback';

const FlowSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  returnPath: z.string().max(500).nullable(),
  expiresAtMs: z.number().int(),
});

/** What one sign-in attempt keeps in the browser between `/api/login` and `/api/callback`. */
export type OidcFlow = Omit<z.infer<typeof FlowSchema>, 'expiresAtMs'>;

/** Reads and writes the signed flow cookie; see {@link createFlowCookie}. */
export interface FlowCookie {
  write(reply: FastifyReply, flow: OidcFlow): void;
  /** The flow, or undefined when absent, tampered with or older than ten minutes. */
  read(request: FastifyRequest): OidcFlow | undefined;
  clear(reply: FastifyReply): void;
}

/**
 * The sign-in attempt's state, nonce, PKCE verifier and return path in a short-lived signed
 * cookie (HttpOnly, SameSite=Lax, Path=/api/callback, Secure on https), so an anonymous visitor
 * gets no session row (SECURITY §3). The HMAC key is derived from the session secret.
 */
export function createFlowCookie(options: { sessionSecret: string; isHttps: boolean }): FlowCookie {
  const key = createHmac('sha256', options.sessionSecret).update('careabroad oidc flow').digest();
  const signer = signerFactory(key);
  const name = options.isHttps ? '__Secure-oidc_flow' : 'oidc_flow';
  const attributes = {
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.isHttps,
  };

  return {
    write(reply, flow) {
      const value = Buffer.from(
        JSON.stringify({ ...flow, expiresAtMs: Date.now() + FLOW_COOKIE_MAX_AGE_MS }),
      ).toString('base64url');
      reply.setCookie(name, signer.sign(value), {
        ...attributes,
        maxAge: FLOW_COOKIE_MAX_AGE_MS / 1000,
      });
    },
    read(request) {
      const raw = request.cookies[name];
      if (!raw) return undefined;
      const unsigned = signer.unsign(raw);
      if (!unsigned.valid || unsigned.value === null) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = FlowSchema.safeParse(decoded);
      if (!parsed.success || parsed.data.expiresAtMs < Date.now()) return undefined;
      const { expiresAtMs: _expiresAtMs, ...flow } = parsed.data;
      return flow;
    },
    clear(reply) {
      reply.clearCookie(name, attributes);
    },
  };
}
