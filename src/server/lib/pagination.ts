import { and, asc, desc, eq, gt, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * A keyset cursor over a time and one or more ids (a list ordered by `(time, id1, id2, …)`), as
 * `?cursor=` carries it: base64url JSON `[isoTime, id1, …]`.
 */
export interface KeyCursor {
  at: Date;
  ids: string[];
}

/** Encodes a {@link KeyCursor} for `?cursor=` (the inverse of {@link decodeKeyCursor}). */
export function encodeKeyCursor(cursor: KeyCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), ...cursor.ids])).toString(
    'base64url',
  );
}

/**
 * Decodes a `?cursor=` of a list keyed by a time and `idCount` uuids (DESIGN §4).
 * @throws 400 when the cursor was not made by this server for such a list.
 */
export function decodeKeyCursor(raw: string | undefined, idCount: number): KeyCursor | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === idCount + 1 &&
      parsed.every((part) => typeof part === 'string')
    ) {
      const [time, ...ids] = parsed as string[];
      const at = new Date(time ?? '');
      if (!Number.isNaN(at.getTime()) && ids.every((id) => /^[0-9a-f-]{36}$/i.test(id))) {
        return { at, ids };
      }
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('The page cursor is not valid', 'INVALID_CURSOR');
}

/**
 * Decodes `?cursor=` of a list keyed by (created_at, id) (DESIGN §4).
 * @throws 400 when the cursor was not made by this server.
 */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  const cursor = decodeKeyCursor(raw, 1);
  return cursor && { createdAt: cursor.at, id: cursor.ids[0] ?? '' };
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

/**
 * {@link olderThan} for a prepared query (ADR 0035): the cursor comes in as the placeholders
 * `cursorAt` (an ISO 8601 time: the drivers take dates as text) and `cursorId` (a uuid).
 */
export function olderThanPlaceholders(createdAt: AnyColumn, id: AnyColumn): SQL {
  const at = sql.placeholder('cursorAt');
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, sql.placeholder('cursorId'))))!;
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
 * `keyOf` gives a row's keyset position, from which the next page's cursor is made.
 */
export function toKeyPage<T>(rows: T[], query: ListQuery, keyOf: (row: T) => KeyCursor): Page<T> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeKeyCursor(keyOf(last)) : undefined,
  };
}

/** {@link toKeyPage} for rows keyed by (created_at, id). */
export function toPage<T extends { createdAt: Date; id: string }>(
  rows: T[],
  query: ListQuery,
): Page<T> {
  return toKeyPage(rows, query, (row) => ({ at: row.createdAt, ids: [row.id] }));
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
