import { count, eq, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';

/**
 * The median minutes from a request's creation to the hospital's first bid on it, over the
 * requests it first bid on since `since`, and how many such requests there are (ADR 0052).
 * Every bid counts as a response, whatever became of it (withdrawn and rejected included).
 */
export async function measureHospitalResponse(
  db: Queryable,
  hospitalId: string,
  since: Date,
): Promise<{ medianMinutes: number | null; requests: number }> {
  const firsts = db
    .select({
      minutes:
        sql<number>`extract(epoch from (min(${bids.createdAt}) - ${treatmentRequests.createdAt})) / 60`.as(
          'minutes',
        ),
    })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(eq(bids.hospitalId, hospitalId))
    .groupBy(treatmentRequests.id, treatmentRequests.createdAt)
    // An explicit timestamptz: the aggregate carries no column type to encode a Date with.
    .having(sql`${min(bids.createdAt)} >= ${since.toISOString()}::timestamptz`)
    .as('firsts');
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${firsts.minutes})`,
      requests: count(),
    })
    .from(firsts);
  return {
    medianMinutes: row?.median == null ? null : Number(row.median),
    requests: row?.requests ?? 0,
  };
}
