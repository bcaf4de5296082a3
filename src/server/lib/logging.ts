import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { sqlStateOf } from '../db/database.ts';

/**
 * Secrets that travel in URLs, cut from the access log (SECURITY §5): the provider's
 * authorization code and state (ADR 0015), grievance reference codes in the status API and in
 * the status page's link from the acknowledgment mail (ADR 0012). Each rule keeps the route
 * visible and replaces only the secret part.
 */
const URL_REDACTIONS: { pattern: RegExp; replacement: string }[] = [
  { pattern: /^\/api\/callback\?.*$/s, replacement: '/api/callback?[redacted]' },
  { pattern: /^\/api\/support\/[^?]+(\?.*)?$/s, replacement: '/api/support/[redacted]' },
  { pattern: /^\/grievance-status\?.*$/s, replacement: '/grievance-status?[redacted]' },
];

/** `url` as the access log may show it: see {@link URL_REDACTIONS}. */
export function redactUrl(url: string): string {
  for (const { pattern, replacement } of URL_REDACTIONS) {
    if (pattern.test(url)) return replacement;
  }
  return url;
}

/** The request as the access log shows it: Fastify's default fields, the URL redacted. */
export function serializeLoggedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as the log shows it (pino's `err` shape). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * What an error may put in the log. Drizzle's query errors carry the statement and its
 * parameters in their message and stack (session ids, e-mail addresses, treatment text), which
 * must never be logged (SECURITY §5): keep the driver's own message, the SQLSTATE and the
 * driver's stack, drop the query and its parameters. Other errors keep name, message, `code`
 * and stack; an object already in this shape passes through.
 */
export function loggableError(error: unknown): LoggedError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      type: 'DatabaseError',
      message: cause?.message ?? 'database query failed',
      code: sqlStateOf(error) ?? (cause as { code?: unknown } | undefined)?.code,
      stack: cause?.stack ?? '',
    };
  }
  if (error instanceof Error) {
    const { code } = error as { code?: unknown };
    return {
      type: error.name,
      message: error.message,
      ...(code === undefined ? {} : { code }),
      stack: error.stack ?? '',
    };
  }
  if (isLoggedError(error)) return error;
  return { type: typeof error, message: String(error), stack: '' };
}

function isLoggedError(value: unknown): value is LoggedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The server's logger settings (pino through Fastify): `level`, headers that hold credentials
 * redacted, requests through {@link serializeLoggedRequest} and every `err` through
 * {@link loggableError}. `stream` replaces stdout (tests read the lines).
 */
export function loggerOptions(options: {
  level: string;
  stream?: { write(line: string): void };
}): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeLoggedRequest, err: loggableError },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
