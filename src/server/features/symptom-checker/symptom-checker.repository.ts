import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { symptomCheckerSessions } from '../../db/schema/symptom-checker-sessions.ts';

/** A symptom_checker_sessions row. */
export type SymptomSessionRow = typeof symptomCheckerSessions.$inferSelect;

/** Inserts a symptom checker session; returns the stored row. */
export async function insertSymptomSession(
  db: Queryable,
  values: typeof symptomCheckerSessions.$inferInsert,
): Promise<SymptomSessionRow> {
  const [row] = await db.insert(symptomCheckerSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The session with this id, or undefined. */
export async function findSymptomSession(
  db: Queryable,
  id: string,
): Promise<SymptomSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(symptomCheckerSessions)
    .where(eq(symptomCheckerSessions.id, id))
    .limit(1);
  return row;
}

/**
 * Stores the re-analysis after follow-up answers, only while the session has none yet
 * (compare-and-set); returns the updated row, or undefined when it was already answered.
 */
export async function saveFollowUpAnswers(
  db: Queryable,
  id: string,
  values: Pick<SymptomSessionRow, 'aiAnalysis' | 'disposition' | 'followUp'>,
): Promise<SymptomSessionRow | undefined> {
  const [row] = await db
    .update(symptomCheckerSessions)
    .set(values)
    .where(
      and(
        eq(symptomCheckerSessions.id, id),
        sql`${symptomCheckerSessions.followUp} -> 'answers' = 'null'::jsonb`,
      ),
    )
    .returning();
  return row;
}

/** Deletes anonymous sessions created at or before `cutoff`; returns how many. */
export async function deleteAnonymousSessionsBefore(db: Queryable, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(symptomCheckerSessions)
    .where(
      and(isNull(symptomCheckerSessions.userId), lte(symptomCheckerSessions.createdAt, cutoff)),
    )
    .returning({ id: symptomCheckerSessions.id });
  return deleted.length;
}
