import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Cursor } from '../lib/pagination.ts';
import { olderThanPlaceholders } from '../lib/pagination.ts';
import type { Queryable } from './database.ts';
import { preparedQuery } from './prepared-query.ts';

/** A Drizzle select that can be prepared: what `db.select()…limit(placeholder)` returns. */
interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

/**
 * A newest-first keyset list as two prepared queries (ADR 0035): the first page, and the pages
 * after a cursor. `build(db, pastCursor)` returns the list's select, ending in
 * `.limit(sql.placeholder('limit'))`, with `pastCursor` (undefined for the first page) added to
 * its `where`; its own values are `sql.placeholder`s filled from `values` at each call.
 * `keyset` names the (created_at, id) columns the list is ordered by. `name` must be unique in
 * the app.
 *
 * Returns `(db, values, page) => rows`: `page.limit` rows after `page.cursor`.
 */
export function preparedKeysetList<Row>(
  name: string,
  keyset: { createdAt: AnyColumn; id: AnyColumn },
  build: (db: Queryable, pastCursor: SQL | undefined) => Preparable<Row>,
) {
  const firstPage = preparedQuery((db) => build(db, undefined).prepare(`${name}_first_page`));
  const afterCursor = preparedQuery((db) =>
    build(db, olderThanPlaceholders(keyset.createdAt, keyset.id)).prepare(`${name}_after_cursor`),
  );
  return (
    db: Queryable,
    values: Record<string, unknown>,
    page: { limit: number; cursor?: Cursor },
  ): Promise<Row[]> => {
    if (!page.cursor) return firstPage(db).execute({ ...values, limit: page.limit });
    return afterCursor(db).execute({
      ...values,
      limit: page.limit,
      // The drivers take timestamps as text (Drizzle turns their date parsing off).
      cursorAt: page.cursor.createdAt.toISOString(),
      cursorId: page.cursor.id,
    });
  };
}
