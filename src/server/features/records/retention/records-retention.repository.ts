import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { medicalRecords } from '../../../db/schema/medical-records.ts';
import { treatmentRequests } from '../../../db/schema/treatment-requests.ts';
import type { MedicalRecordRow } from '../records.repository.ts';

const KEYS_PER_QUERY = 1000;

/** Sets the keep flag of the patient's record; the updated row, or undefined when not theirs. */
export async function setRecordKept(
  db: Queryable,
  input: { id: string; patientId: string; isKept: boolean },
): Promise<MedicalRecordRow | undefined> {
  const [row] = await db
    .update(medicalRecords)
    .set({ isKept: input.isKept })
    .where(and(eq(medicalRecords.id, input.id), eq(medicalRecords.patientId, input.patientId)))
    .returning();
  return row;
}

/**
 * Deletes up to `limit` records that retention has come for: linked to a request closed before
 * `cutOff` (a closed request never changes again, so its `updated_at` is when it was closed),
 * uploaded before `cutOff` too, and not kept. Rows another transaction holds (a keep being set)
 * are skipped, not waited for. Returns the deleted rows' storage keys.
 */
export async function deleteExpiredRecordRows(
  db: Queryable,
  input: { cutOff: Date; limit: number },
): Promise<string[]> {
  const due = db
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, medicalRecords.treatmentRequestId))
    .where(
      and(
        eq(treatmentRequests.status, 'closed'),
        lt(treatmentRequests.updatedAt, input.cutOff),
        lt(medicalRecords.createdAt, input.cutOff),
        eq(medicalRecords.isKept, false),
      ),
    )
    .limit(input.limit)
    .for('update', { of: medicalRecords, skipLocked: true });
  const rows = await db
    .delete(medicalRecords)
    .where(inArray(medicalRecords.id, due))
    .returning({ storageKey: medicalRecords.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Which of `storageKeys` belong to a record row (the rest are orphans in the store). */
export async function findRecordedStorageKeys(
  db: Queryable,
  storageKeys: readonly string[],
): Promise<Set<string>> {
  const recorded = new Set<string>();
  // Batches stay far below PostgreSQL's 65,535 bind parameters per statement.
  for (let start = 0; start < storageKeys.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .select({ storageKey: medicalRecords.storageKey })
      .from(medicalRecords)
      .where(inArray(medicalRecords.storageKey, storageKeys.slice(start, start + KEYS_PER_QUERY)));
    for (const row of rows) recorded.add(row.storageKey);
  }
  return recorded;
}
