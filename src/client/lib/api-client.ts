import type { ErrorEnvelope } from '#shared/common/errors.schemas.ts';
import { msg } from '#client/i18n/msg.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every non-OK API answer (SPEC §8, CONVENTIONS §6). `message` is `'{status}: {text}'` where
 * text is the server's `message`, else the raw response text, else the status text; `detail`
 * is that text alone, for toasts. `code` is the envelope's stable code (`HTTP_{status}` when
 * the body is not an envelope); `issues` lists field problems on a 400.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly issues: ErrorEnvelope['issues'];

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    issues?: ErrorEnvelope['issues'];
  }) {
    super(`${init.status}: ${init.detail}`);
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.issues = init.issues;
  }
}

/** True when `err` is an ApiError, optionally with the given status. */
export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}

/**
 * The ApiError of a non-OK response: the envelope's message, code and issues when the body is
 * one (DESIGN §4), else its text or status text. Exported for callers that cannot use fetch
 * (an upload through XMLHttpRequest for its progress events wraps its answer in a Response).
 */
export async function toApiError(res: Response): Promise<ApiError> {
  // The schema library loads with the first error, not with the landing page (ADR 0034).
  const [text, { ErrorEnvelopeSchema }] = await Promise.all([
    res.text().catch(() => ''),
    import('#shared/common/errors.schemas.ts'),
  ]);
  let envelope: ErrorEnvelope | undefined;
  try {
    const parsed = ErrorEnvelopeSchema.safeParse(JSON.parse(text));
    if (parsed.success) envelope = parsed.data;
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to the text below.
  }
  const detail = envelope?.message || text.trim() || res.statusText || msg('Request failed');
  return new ApiError({
    status: res.status,
    code: envelope?.code ?? `HTTP_${res.status}`,
    detail,
    issues: envelope?.issues,
  });
}

/** A parsed answer and the response it came in, for callers that read headers (`Link`). */
export interface ApiResponse<T> {
  data: T;
  response: Response;
}

/**
 * The one fetch wrapper (SPEC §7, §8). Sends cookies and `X-Requested-With: XMLHttpRequest`
 * (the server refuses state changes from clients that send neither it nor `Origin`, DESIGN §6);
 * sends `body` as JSON only when given, or a Blob as-is with its own type (a CSV upload).
 * Resolves to `{ data, response }`: the parsed JSON (or
 * `undefined` for 204 / an empty body) and the raw response, whose body is already consumed.
 * Throws ApiError on any non-OK status; network failures reject with the browser's TypeError.
 */
export async function apiRequestWithResponse<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const isBlob = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = isBlob ? body.type : 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined || isBlob ? body : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return { data: undefined as T, response };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, response };
}

/**
 * `apiRequestWithResponse` without the response: resolves to the parsed JSON, or `undefined`
 * for 204 / an empty body; throws ApiError on any non-OK status (SPEC §8).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return (await apiRequestWithResponse<T>(method, path, body, options)).data;
}

/** `GET path` through apiRequest; for query fetchers. */
export function fetchJson<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

/**
 * `GET path` of a file (a medical record's bytes) through the same wrapper rules: cookies, the
 * `X-Requested-With` header, ApiError on any non-OK status. Resolves to the body as a Blob with
 * the response's `Content-Type`.
 */
export async function fetchBlob(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/**
 * The human part of an error for a toast: an ApiError's server message without the status
 * prefix, another Error's message, else a generic sentence.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.detail;
  if (err instanceof Error && err.message) return err.message;
  // English, like the server's messages: whoever shows it passes it to `t`.
  return msg('Something went wrong. Please try again.');
}

/**
 * What a form shows under its field when the server refuses the value: the message of a 400 or
 * a 409 (a rule the schema could not check, a state that changed); undefined for any other
 * error, which the mutation error toast reports.
 */
export function fieldRefusal(err: unknown): string | undefined {
  return isApiError(err, 400) || isApiError(err, 409) ? err.detail : undefined;
}
