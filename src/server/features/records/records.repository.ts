import { and, eq, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { medicalRecords, recordAccessLog } from '../../db/schema/medical-records.ts';
import { users } from '../../db/schema/users.ts';
import { newestFirst, olderThan, type Cursor } from '../../lib/pagination.ts';

/** A medical_records row (with its storage key and wrapped file key). */
export type MedicalRecordRow = typeof medicalRecords.$inferSelect;

/** One access-log entry with the accessor's role and name. */
export interface RecordAccessRow {
  id: string;
  createdAt: Date;
  accessorId: string;
  accessorRole: 'patient' | 'hospital' | 'admin' | null;
  accessorFirstName: string | null;
  accessorLastName: string | null;
}

type PageInput = { limit: number; cursor?: Cursor };

/** Inserts a record row. */
export async function insertRecord(
  db: Queryable,
  values: typeof medicalRecords.$inferInsert,
): Promise<MedicalRecordRow> {
  const [row] = await db.insert(medicalRecords).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Bytes of all the patient's stored files (unencrypted sizes). */
export async function sumRecordBytes(db: Queryable, patientId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(medicalRecords.sizeBytes).mapWith(Number) })
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId));
  return row?.total ?? 0;
}

/**
 * Locks the patient's users row until the transaction ends, so two uploads finishing at once
 * check the quota one after the other.
 */
export async function lockPatientQuota(db: Queryable, patientId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, patientId)).for('update');
}

/** The patient's records newest first: a range scan of `medical_records_patient_created_idx`. */
export function listRecordsOfPatient(
  db: Queryable,
  patientId: string,
  page: PageInput,
): Promise<MedicalRecordRow[]> {
  return db
    .select()
    .from(medicalRecords)
    .where(
      and(
        eq(medicalRecords.patientId, patientId),
        olderThan(medicalRecords.createdAt, medicalRecords.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(medicalRecords.createdAt, medicalRecords.id))
    .limit(page.limit);
}

/** Every record row of the patient, oldest first (export, erasure). */
export function listAllRecordsOfPatient(
  db: Queryable,
  patientId: string,
): Promise<MedicalRecordRow[]> {
  return db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId))
    .orderBy(medicalRecords.createdAt, medicalRecords.id);
}

/** The record if it is the patient's, else undefined. */
export async function findRecordOfPatient(
  db: Queryable,
  id: string,
  patientId: string,
): Promise<MedicalRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.patientId, patientId)))
    .limit(1);
  return row;
}

/** Deletes the patient's record (its access log goes with it); returns it, or undefined. */
export async function deleteRecordOfPatient(
  db: Queryable,
  id: string,
  patientId: string,
): Promise<MedicalRecordRow | undefined> {
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.id, id), eq(medicalRecords.patientId, patientId)))
    .returning();
  return row;
}

/** Deletes every record row of the patient; returns their storage keys. */
export async function deleteRecordsOfPatient(db: Queryable, patientId: string): Promise<string[]> {
  const rows = await db
    .delete(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId))
    .returning({ storageKey: medicalRecords.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Writes one read of a record's file by `accessorId`. */
export async function insertRecordAccess(
  db: Queryable,
  recordId: string,
  accessorId: string,
): Promise<void> {
  await db.insert(recordAccessLog).values({ recordId, accessorId });
}

const accessColumns = {
  id: recordAccessLog.id,
  createdAt: recordAccessLog.createdAt,
  accessorId: recordAccessLog.accessorId,
  accessorRole: users.role,
  accessorFirstName: users.firstName,
  accessorLastName: users.lastName,
};

/** A record's reads newest first: a range scan of `record_access_log_record_created_idx`. */
export function listRecordAccesses(
  db: Queryable,
  recordId: string,
  page: PageInput,
): Promise<RecordAccessRow[]> {
  return db
    .select(accessColumns)
    .from(recordAccessLog)
    .innerJoin(users, eq(users.id, recordAccessLog.accessorId))
    .where(
      and(
        eq(recordAccessLog.recordId, recordId),
        olderThan(recordAccessLog.createdAt, recordAccessLog.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(recordAccessLog.createdAt, recordAccessLog.id))
    .limit(page.limit);
}

/** Every read of any of the patient's records (export), oldest first. */
export function listAccessesOfPatientRecords(
  db: Queryable,
  patientId: string,
): Promise<Array<RecordAccessRow & { recordId: string }>> {
  return db
    .select({ ...accessColumns, recordId: recordAccessLog.recordId })
    .from(recordAccessLog)
    .innerJoin(users, eq(users.id, recordAccessLog.accessorId))
    .innerJoin(medicalRecords, eq(medicalRecords.id, recordAccessLog.recordId))
    .where(eq(medicalRecords.patientId, patientId))
    .orderBy(recordAccessLog.createdAt, sql`${recordAccessLog.id}`);
}
