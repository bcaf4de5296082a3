import { count, countDistinct, desc, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { medicalRecords } from '../../../db/schema/medical-records.ts';

const tally = {
  records: count().mapWith(Number),
  bytes: sql<number>`coalesce(${sum(medicalRecords.sizeBytes)}, 0)`.mapWith(Number),
};

/** Totals over every record: counts and bytes, patients with records, kept records. */
export async function sumAllRecords(db: Queryable) {
  const [row] = await db
    .select({
      ...tally,
      patientsWithRecords: countDistinct(medicalRecords.patientId).mapWith(Number),
      keptRecords: sql<number>`count(*) filter (where ${medicalRecords.isKept})`.mapWith(Number),
    })
    .from(medicalRecords);
  return row ?? { records: 0, bytes: 0, patientsWithRecords: 0, keptRecords: 0 };
}

/** Counts and bytes per document type, most bytes first. */
export function sumRecordsByDocumentType(db: Queryable) {
  return db
    .select({ documentType: medicalRecords.documentType, ...tally })
    .from(medicalRecords)
    .groupBy(medicalRecords.documentType)
    .orderBy(desc(tally.bytes));
}

/** Counts and bytes per detected media type, most bytes first. */
export function sumRecordsByMediaType(db: Queryable) {
  return db
    .select({ mediaType: medicalRecords.mediaType, ...tally })
    .from(medicalRecords)
    .groupBy(medicalRecords.mediaType)
    .orderBy(desc(tally.bytes));
}

/** The largest total of one patient's files, in bytes (0 with no records). */
export async function findLargestPatientBytes(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ bytes: tally.bytes })
    .from(medicalRecords)
    .groupBy(medicalRecords.patientId)
    .orderBy(desc(tally.bytes))
    .limit(1);
  return row?.bytes ?? 0;
}
