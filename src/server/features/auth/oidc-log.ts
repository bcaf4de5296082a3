import type { FastifyRequest } from 'fastify';

/**
 * The request as the access log shows it (Fastify's default fields), with the query string of
 * `/api/callback` cut off: it carries the provider's authorization code and state, which must
 * never reach a log (SECURITY §5, ADR 0015).
 */
export function serializeLoggedRequest(request: FastifyRequest): Record<string, unknown> {
  const url = request.url.startsWith('/api/callback?') ? '/api/callback?[redacted]' : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
