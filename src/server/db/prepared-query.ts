import type { Queryable } from './database.ts';

/**
 * A query of a hot path built once per database handle and kept as a Drizzle prepared query
 * (ADR 0035): its SQL text and row mapping are made on first use, later calls only bind the
 * `sql.placeholder` values. The statement itself is prepared server-side on both databases
 * (named, once per connection, no parsing per call): by postgres.js on PostgreSQL, by the PGlite
 * thread's statement cache on PGlite (ADR 0042); what this saves is the SQL building.
 *
 * `build` receives the handle and must end in `.prepare(name)` with a `name` unique in the
 * app. A transaction handle gets its own copy, dropped with the transaction.
 */
export function preparedQuery<Prepared>(
  build: (db: Queryable) => Prepared,
): (db: Queryable) => Prepared {
  const byHandle = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
