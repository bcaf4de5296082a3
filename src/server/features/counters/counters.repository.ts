import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { entityCounters } from '../../db/schema/entity-counters.ts';

/** Sums of the named trigger-maintained counters (absent names are 0). */
export async function sumCounters<Name extends string>(
  db: Queryable,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const rows = await db
    .select({
      name: entityCounters.name,
      total: sql<number>`sum(${entityCounters.count})`.mapWith(Number),
    })
    .from(entityCounters)
    .where(inArray(entityCounters.name, [...names]))
    .groupBy(entityCounters.name);
  const totals = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  for (const row of rows) totals[row.name as Name] = row.total;
  return totals;
}
