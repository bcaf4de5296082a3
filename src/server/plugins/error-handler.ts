import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '#shared/common/errors.schemas.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  errorCodeOf,
  isDatabaseTimeout,
  isDatabaseUnavailable,
  type DatabaseHealth,
} from '../db/database-health.ts';
import { AppError } from '../lib/app-error.ts';
import { loggableError } from '../lib/logging.ts';

const STATUS_CODES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request is not valid' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
};

/** The answer while the database is down or too busy: try again after `Retry-After` seconds. */
const UNAVAILABLE: ErrorEnvelope = {
  message: 'The service is temporarily unavailable. Please try again shortly.',
  code: 'UNAVAILABLE',
};

function envelopeFor(error: FastifyError): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.issues ? { issues: error.issues } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])] as (
        string | number
      )[],
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    return {
      status: 400,
      body: {
        message: first?.message ?? 'The request is not valid',
        code: 'VALIDATION_FAILED',
        issues,
      },
    };
  }
  if (isDatabaseUnavailable(error) || isDatabaseTimeout(error)) {
    return { status: 503, body: UNAVAILABLE };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = STATUS_CODES[status] ?? {
      code: 'BAD_REQUEST',
      message: 'The request is not valid',
    };
    const message =
      status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON'
        : known.message;
    return { status, body: { message, code: known.code } };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

/**
 * One error handler for the whole app (CONVENTIONS 6): every non-2xx `/api` answer is the JSON
 * envelope `{message, code, issues?}` of DESIGN §4; a 5xx never carries internals but is logged.
 * A database that cannot be reached, or that timed a statement out, is a 503 with `Retry-After`
 * (never a 500), and a connection failure opens the breaker in `health` (ADR 0024); while it is
 * open the 503 is expected and logged as a warning without the error.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, options: { health: DatabaseHealth }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      options.health.observe(error);
      const { status, body } = envelopeFor(error);
      if (status === 503) {
        request.log.warn({ code: errorCodeOf(error) }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      } else if (status >= 500) {
        request.log.error({ err: loggableError(error) }, 'request failed');
      }
      return reply.status(status).send(body);
    });
  },
);

/**
 * Fastify's routing errors (a badly encoded URL, a path parameter over 100 characters) bypass
 * the error handler: passed as `frameworkErrors`, they get the same envelope. An over-long id is
 * no id at all, so it answers 404 like any malformed one (SECURITY §2).
 */
export function replyToFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }
      : envelopeFor(error);
  void reply.status(status).send(body);
}
