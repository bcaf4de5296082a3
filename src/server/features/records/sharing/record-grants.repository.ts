import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/database.ts';
import { medicalRecords } from '../../../db/schema/medical-records.ts';
import { recordGrantRecords, recordGrants } from '../../../db/schema/record-grants.ts';
import { users } from '../../../db/schema/users.ts';
import { newestFirst, olderThan, type Cursor } from '../../../lib/pagination.ts';
import type { MedicalRecordRow } from '../records.repository.ts';

/** A record_grants row with its hospital's name. */
export type GrantRow = typeof recordGrants.$inferSelect & {
  hospitalFirstName: string | null;
  hospitalLastName: string | null;
};

/** A record a grant covers, as its patient's grant list shows it. */
export interface GrantedRecordRow {
  grantId: string;
  id: string;
  title: string;
  documentType: MedicalRecordRow['documentType'];
  documentDate: string;
  mediaType: MedicalRecordRow['mediaType'];
}

const hospital = alias(users, 'hospital');

const grantColumns = {
  id: recordGrants.id,
  patientId: recordGrants.patientId,
  hospitalId: recordGrants.hospitalId,
  treatmentRequestId: recordGrants.treatmentRequestId,
  purpose: recordGrants.purpose,
  expiresAt: recordGrants.expiresAt,
  revokedAt: recordGrants.revokedAt,
  revokedReason: recordGrants.revokedReason,
  documentRequestId: recordGrants.documentRequestId,
  createdAt: recordGrants.createdAt,
  hospitalFirstName: hospital.firstName,
  hospitalLastName: hospital.lastName,
};

/** A grant is live while not revoked and not expired (by the database's clock). */
const isLive = () => and(isNull(recordGrants.revokedAt), gt(recordGrants.expiresAt, sql`now()`));

/** Of `ids`, those that are records of `patientId`. */
export async function findRecordIdsOfPatient(
  db: Queryable,
  patientId: string,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.patientId, patientId), inArray(medicalRecords.id, [...ids])));
  return rows.map((row) => row.id);
}

/** Inserts a grant and the records it covers; returns the grant's id. */
export async function insertGrant(
  db: Queryable,
  values: typeof recordGrants.$inferInsert,
  recordIds: readonly string[],
): Promise<string> {
  const [row] = await db.insert(recordGrants).values(values).returning({ id: recordGrants.id });
  if (!row) throw new Error('insert returned no row');
  await db
    .insert(recordGrantRecords)
    .values(recordIds.map((recordId) => ({ grantId: row.id, recordId })));
  return row.id;
}

/** The patient's grants newest first, optionally of one treatment request, keyset paged. */
export function listGrantsOfPatient(
  db: Queryable,
  input: { patientId: string; treatmentRequestId?: string | undefined },
  page: { limit: number; cursor?: Cursor | undefined },
): Promise<GrantRow[]> {
  return db
    .select(grantColumns)
    .from(recordGrants)
    .innerJoin(hospital, eq(hospital.id, recordGrants.hospitalId))
    .where(
      and(
        eq(recordGrants.patientId, input.patientId),
        input.treatmentRequestId
          ? eq(recordGrants.treatmentRequestId, input.treatmentRequestId)
          : undefined,
        olderThan(recordGrants.createdAt, recordGrants.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(recordGrants.createdAt, recordGrants.id))
    .limit(page.limit);
}

/** The patient's grant with this id, or undefined. */
export async function findGrantOfPatient(
  db: Queryable,
  id: string,
  patientId: string,
): Promise<GrantRow | undefined> {
  const [row] = await db
    .select(grantColumns)
    .from(recordGrants)
    .innerJoin(hospital, eq(hospital.id, recordGrants.hospitalId))
    .where(and(eq(recordGrants.id, id), eq(recordGrants.patientId, patientId)))
    .limit(1);
  return row;
}

/** The records the grants cover (still existing ones), oldest record first. */
export function listRecordsOfGrants(
  db: Queryable,
  grantIds: readonly string[],
): Promise<GrantedRecordRow[]> {
  if (grantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      grantId: recordGrantRecords.grantId,
      id: medicalRecords.id,
      title: medicalRecords.title,
      documentType: medicalRecords.documentType,
      documentDate: medicalRecords.documentDate,
      mediaType: medicalRecords.mediaType,
    })
    .from(recordGrantRecords)
    .innerJoin(medicalRecords, eq(medicalRecords.id, recordGrantRecords.recordId))
    .where(inArray(recordGrantRecords.grantId, [...grantIds]))
    .orderBy(medicalRecords.createdAt, medicalRecords.id);
}

/**
 * Revokes the patient's grant by compare-and-set (`revoked_at IS NULL`); true when this call
 * revoked it. Waits for reads holding the grant (they share-lock it), so once it returns no
 * read can pass the grant any more.
 */
export async function revokeGrantOfPatient(
  db: Queryable,
  id: string,
  patientId: string,
): Promise<boolean> {
  const rows = await db
    .update(recordGrants)
    .set({ revokedAt: sql`now()`, revokedReason: 'patient' })
    .where(
      and(
        eq(recordGrants.id, id),
        eq(recordGrants.patientId, patientId),
        isNull(recordGrants.revokedAt),
      ),
    )
    .returning({ id: recordGrants.id });
  return rows.length > 0;
}

/** Revokes every live grant of the patient for `reason`; how many. */
export async function revokeLiveGrantsOfPatient(
  db: Queryable,
  patientId: string,
  reason: 'consent_withdrawn',
): Promise<number> {
  const rows = await db
    .update(recordGrants)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(recordGrants.patientId, patientId), isLive()))
    .returning({ id: recordGrants.id });
  return rows.length;
}

/**
 * The record if a live grant to `hospitalId` covers it, with the treatment requests of the live
 * grants that do (usually one), share-locking those grants until the transaction ends (a revoke
 * waits; a read after the revoke committed finds nothing).
 */
export async function lockLiveGrantedRecord(
  db: Queryable,
  hospitalId: string,
  recordId: string,
): Promise<{ record: MedicalRecordRow; treatmentRequestIds: string[] } | undefined> {
  const rows = await db
    .select({ record: medicalRecords, treatmentRequestId: recordGrants.treatmentRequestId })
    .from(medicalRecords)
    .innerJoin(recordGrantRecords, eq(recordGrantRecords.recordId, medicalRecords.id))
    .innerJoin(recordGrants, eq(recordGrants.id, recordGrantRecords.grantId))
    .where(and(eq(medicalRecords.id, recordId), eq(recordGrants.hospitalId, hospitalId), isLive()))
    .for('share', { of: recordGrants });
  const [first] = rows;
  if (!first) return undefined;
  return { record: first.record, treatmentRequestIds: rows.map((row) => row.treatmentRequestId) };
}

/** A record shared with a hospital, with the live grant that covers it. */
export interface SharedRecordRow {
  record: MedicalRecordRow;
  grantId: string;
  purpose: string;
  expiresAt: Date;
}

/**
 * The records live grants give `hospitalId` for one treatment request, newest record first;
 * a record covered by several live grants appears once, with the grant that lasts longest.
 */
export function listLiveSharedRecords(
  db: Queryable,
  hospitalId: string,
  treatmentRequestId: string,
): Promise<SharedRecordRow[]> {
  return db
    .select({
      record: medicalRecords,
      grantId: recordGrants.id,
      purpose: recordGrants.purpose,
      expiresAt: recordGrants.expiresAt,
    })
    .from(recordGrants)
    .innerJoin(recordGrantRecords, eq(recordGrantRecords.grantId, recordGrants.id))
    .innerJoin(medicalRecords, eq(medicalRecords.id, recordGrantRecords.recordId))
    .where(
      and(
        eq(recordGrants.hospitalId, hospitalId),
        eq(recordGrants.treatmentRequestId, treatmentRequestId),
        isLive(),
      ),
    )
    .orderBy(
      ...newestFirst(medicalRecords.createdAt, medicalRecords.id),
      desc(recordGrants.expiresAt),
    )
    .then((rows) => rows.filter((row, i) => rows[i - 1]?.record.id !== row.record.id));
}

/** Every grant the user made or received, oldest first (data export). */
export function listGrantsOfUser(db: Queryable, userId: string): Promise<GrantRow[]> {
  return db
    .select(grantColumns)
    .from(recordGrants)
    .innerJoin(hospital, eq(hospital.id, recordGrants.hospitalId))
    .where(or(eq(recordGrants.patientId, userId), eq(recordGrants.hospitalId, userId)))
    .orderBy(recordGrants.createdAt, recordGrants.id);
}

/** Deletes every grant the user made or received (account deletion). */
export async function deleteGrantsOfUser(db: Queryable, userId: string): Promise<void> {
  await db
    .delete(recordGrants)
    .where(or(eq(recordGrants.patientId, userId), eq(recordGrants.hospitalId, userId)));
}
