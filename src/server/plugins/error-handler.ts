import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '#shared/common/errors.schemas.ts';
import { isDatabaseUnavailable, sqlStateOf } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

const STATUS_CODES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request is not valid' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
};

function envelopeFor(error: FastifyError): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const issues = error.issues?.map((issue) => ({ ...issue, path: [...issue.path] }));
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...(issues ? { issues } : {}) },
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
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'UNAVAILABLE',
      },
    };
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
 * What a 5xx may put in the log. Drizzle's query errors carry the statement's parameters
 * (e-mail addresses, treatment text), which must never be logged (SECURITY §5): keep the
 * driver's own message, the SQLSTATE and the stack, drop the query and its parameters.
 */
function loggableError(error: Error): Error | Record<string, unknown> {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: 'DatabaseError',
    message: cause?.message ?? 'database query failed',
    code: sqlStateOf(error) ?? (cause as { code?: unknown } | undefined)?.code,
    stack: cause?.stack,
  };
}

/**
 * One error handler for the whole app (CONVENTIONS 6): every non-2xx `/api` answer is the JSON
 * envelope `{message, code, issues?}` of DESIGN §4; a 5xx never carries internals but is logged.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = envelopeFor(error);
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(status).send(body);
  });
});

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
