/**
 * An expected failure with a stable `code` and a `message` safe to show a user (CONVENTIONS 6).
 * The error handler maps it to `statusCode` and the JSON envelope of DESIGN §4.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Field problems of a 400, as the envelope's `issues`. */
    readonly issues?: { path: (string | number)[]; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400: a request the schema accepted but a rule refuses. */
export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
/**
 * 400 `VALIDATION_FAILED` for input no route schema caught (SECURITY §2); the first issue's
 * message is the toast's.
 */
export const invalidInput = (issues: { path: (string | number)[]; message: string }[]) =>
  new AppError(400, 'VALIDATION_FAILED', issues[0]?.message ?? 'The request is not valid', issues);
/**
 * 400 on one field, shaped like a schema failure (`VALIDATION_FAILED`, `issues` with its path),
 * so forms show it under the field: a wrong current password, a guessable new one.
 */
export const fieldError = (field: string, message: string) =>
  invalidInput([{ path: [field], message }]);
/** 401: not signed in. */
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'UNAUTHORIZED', message);
/** 403: signed in, but the role may not do this. */
export const forbidden = (message = 'You do not have permission to do this', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
/** 404: absent, or not visible to the caller (DESIGN §5: never 403 for hidden objects). */
export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
/** 409: the object is not in a state that allows this. */
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
/** 429: the caller holds or asks for too much at once. */
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
