import { and, count, eq, ilike, inArray, max, min, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';

/** `text` as a literal inside a LIKE pattern: `%`, `_` and `\` lose their meaning. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Number, lowest and highest `total_price` (whole USD) of the accepted bids on requests whose
 * procedure type contains any of `keywords` (case-insensitive). `min`/`max` are null without any.
 */
export async function summarizeAcceptedPrices(
  db: Queryable,
  keywords: readonly string[],
): Promise<{ count: number; min: number | null; max: number | null }> {
  const [row] = await db
    .select({ count: count(), min: min(bids.totalPrice), max: max(bids.totalPrice) })
    .from(bids)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(
      and(
        eq(bids.status, 'accepted'),
        or(
          ...keywords.map((keyword) =>
            ilike(treatmentRequests.procedureType, `%${likeLiteral(keyword)}%`),
          ),
        ),
      ),
    );
  return { count: row?.count ?? 0, min: row?.min ?? null, max: row?.max ?? null };
}

/** Accepted bids of each hospital in `hospitalIds`; hospitals without any have no row. */
export function countAcceptedBidsOfHospitals(
  db: Queryable,
  hospitalIds: readonly string[],
): Promise<Array<{ hospitalId: string; accepted: number }>> {
  return db
    .select({ hospitalId: bids.hospitalId, accepted: count() })
    .from(bids)
    .where(and(inArray(bids.hospitalId, [...hospitalIds]), eq(bids.status, 'accepted')))
    .groupBy(bids.hospitalId);
}
