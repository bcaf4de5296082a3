import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidInput } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true` for a route that reads its body itself (a raw, signature-checked body: Stripe's
     * webhook) instead of declaring `schema.body`; it is then exempt from the body-less rule.
     */
    acceptsRawBody?: boolean;
  }
}

/** One input problem, in the envelope's `issues` shape (DESIGN §4). */
interface InputIssue {
  path: (string | number)[];
  message: string;
}

function refuse(issues: InputIssue[]): never {
  throw invalidInput(issues);
}

/** An empty JSON object counts as no body: it carries nothing a route could ignore. */
function isAbsentBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  return (
    typeof body === 'object' &&
    Object.getPrototypeOf(body) === Object.prototype &&
    Object.keys(body).length === 0
  );
}

/**
 * The path of the first string or key holding U+0000, or undefined. PostgreSQL cannot store
 * that character in `text` (it would be a 500), and no user types it.
 */
function findNulCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A client-chosen name as an error message may quote it: no control characters, ≤ 50. */
function printable(name: string | number): string {
  return String(name)
    .replace(/\p{Cc}/gu, '?')
    .slice(0, 50);
}

function nulIssue(where: 'body' | 'query', path: (string | number)[]): InputIssue {
  const safePath = path.map((part) => (typeof part === 'string' ? printable(part) : part));
  const field =
    safePath.length > 0 ? safePath.join('.') : where === 'body' ? 'The request body' : 'Query';
  return { path: safePath, message: `${field} contains an invalid character` };
}

/**
 * Input rules of SECURITY §2 that hold for every `/api` route, so no route can forget them:
 * - a route without `schema.querystring` takes no query parameters: any is a 400 naming it
 *   (routes with one parse it with a strict schema already);
 * - a route without `schema.body` (a body-less action such as `POST /api/bids/{id}/accept`)
 *   refuses a body other than nothing or `{}` with 400, unless `config.acceptsRawBody`;
 * - no string or key of the body or query may hold U+0000: 400 naming the field, checked after
 *   the route's own schema (whose labelled message wins) and before the handler, so the
 *   character never reaches the database.
 * Errors are the `VALIDATION_FAILED` envelope with `issues`.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { schema, config } = request.routeOptions;
    if (!schema?.querystring) {
      const unknown = Object.keys((request.query ?? {}) as object);
      if (unknown.length > 0) {
        refuse(
          unknown.map((key) => ({
            path: [printable(key)],
            message: `Unknown query parameter: ${printable(key)}`,
          })),
        );
      }
    }
    if (!schema?.body && !config.acceptsRawBody && !isAbsentBody(request.body)) {
      refuse([{ path: [], message: 'This action takes no request body' }]);
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config.acceptsRawBody) return;
    const inQuery = findNulCharacter(request.query);
    if (inQuery) refuse([nulIssue('query', inQuery)]);
    const inBody = findNulCharacter(request.body);
    if (inBody) refuse([nulIssue('body', inBody)]);
  });
});
