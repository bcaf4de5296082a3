import type { FastifyRequest } from 'fastify';

/**
 * True when the request carries a cookie named `name`, whatever its value: without the session
 * cookie a visitor is certainly signed out, so a page rendered for signed-out visitors fits
 * (ADR 0034, 0055).
 */
export function hasCookie(request: FastifyRequest, name: string): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}
