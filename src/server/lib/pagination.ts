import { and, asc, desc, eq, gt, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import { badRequest } from './app-error.ts';

/** A decoded keyset cursor: the last row's creation time and id. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

/** One page of rows plus the cursor of the next page (undefined on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

/**
 * Decodes `?cursor=` (DESIGN §4).
 * @throws 400 when the cursor was not made by this server.
 */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const createdAt = new Date(parsed[0]);
      if (!Number.isNaN(createdAt.getTime()) && /^[0-9a-f-]{36}$/i.test(parsed[1])) {
        return { createdAt, id: parsed[1] };
      }
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('The page cursor is not valid', 'INVALID_CURSOR');
}

/** Newest-first keyset ordering on (created_at, id), as the list indexes are built. */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(createdAt), desc(id)];
}

/** Rows strictly past `cursor` in (created_at, id) order, `before` or `after` it. */
function pastCursor(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: Cursor | undefined,
  compare: typeof lt,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    compare(createdAt, cursor.createdAt),
    and(eq(createdAt, cursor.createdAt), compare(id, cursor.id)),
  );
}

/** Rows strictly after `cursor` in newest-first order; undefined (no condition) without one. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined) {
  return pastCursor(createdAt, id, cursor, lt);
}

/** Oldest-first keyset ordering on (created_at, id): a forward scan of the same indexes. */
export function oldestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [asc(createdAt), asc(id)];
}

/** Rows strictly after `cursor` in oldest-first order; undefined (no condition) without one. */
export function newerThan(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor | undefined) {
  return pastCursor(createdAt, id, cursor, gt);
}

/**
 * Cuts rows fetched with `limit + 1` into a page; the extra row only proves a next page exists.
 */
export function toPage<T extends { createdAt: Date; id: string }>(
  rows: T[],
  query: ListQuery,
): Page<T> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : undefined,
  };
}

/** Sets `Link: <…?limit=&cursor=>; rel="next"` when there is a next page (DESIGN §4). */
export function setNextPageLink(
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
  nextCursor: string | undefined,
): void {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('cursor', nextCursor);
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}
