import { and, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/database.ts';
import { documentRequests } from '../../../db/schema/record-grants.ts';
import { users } from '../../../db/schema/users.ts';
import { newestFirst, olderThan, type Cursor } from '../../../lib/pagination.ts';

/** A document_requests row with the asking hospital's name. */
export type DocumentRequestRow = typeof documentRequests.$inferSelect & {
  hospitalFirstName: string | null;
  hospitalLastName: string | null;
  grantId: string | null;
};

const hospital = alias(users, 'hospital');

/** The grant that answered the ask (a subquery: at most one grant names an ask). */
const answeringGrantId = sql<string | null>`(
  SELECT g.id FROM record_grants g WHERE g.document_request_id = ${documentRequests.id} LIMIT 1
)`;

const columns = {
  id: documentRequests.id,
  treatmentRequestId: documentRequests.treatmentRequestId,
  hospitalId: documentRequests.hospitalId,
  patientId: documentRequests.patientId,
  message: documentRequests.message,
  status: documentRequests.status,
  answeredAt: documentRequests.answeredAt,
  createdAt: documentRequests.createdAt,
  hospitalFirstName: hospital.firstName,
  hospitalLastName: hospital.lastName,
  grantId: answeringGrantId,
};

/** Inserts a document request; returns its id. */
export async function insertDocumentRequest(
  db: Queryable,
  values: typeof documentRequests.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(documentRequests)
    .values(values)
    .returning({ id: documentRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Locks the asking hospital's users row until the transaction ends, so two asks at once count
 * the open ones one after the other.
 */
export async function lockHospitalAsks(db: Queryable, hospitalId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, hospitalId)).for('update');
}

/** Open asks of the hospital on one treatment request. */
export async function countOpenAsks(
  db: Queryable,
  hospitalId: string,
  treatmentRequestId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.hospitalId, hospitalId),
        eq(documentRequests.treatmentRequestId, treatmentRequestId),
        eq(documentRequests.status, 'open'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Document requests newest first where the user is the patient (`side: 'patient'`) or the
 * asking hospital, optionally of one treatment request; keyset paged.
 */
export function listDocumentRequests(
  db: Queryable,
  input: { userId: string; side: 'patient' | 'hospital'; treatmentRequestId?: string | undefined },
  page: { limit: number; cursor?: Cursor | undefined },
): Promise<DocumentRequestRow[]> {
  const owner = input.side === 'patient' ? documentRequests.patientId : documentRequests.hospitalId;
  return db
    .select(columns)
    .from(documentRequests)
    .innerJoin(hospital, eq(hospital.id, documentRequests.hospitalId))
    .where(
      and(
        eq(owner, input.userId),
        input.treatmentRequestId
          ? eq(documentRequests.treatmentRequestId, input.treatmentRequestId)
          : undefined,
        olderThan(documentRequests.createdAt, documentRequests.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(documentRequests.createdAt, documentRequests.id))
    .limit(page.limit);
}

/** One document request, or undefined. */
export async function findDocumentRequest(
  db: Queryable,
  id: string,
): Promise<DocumentRequestRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(documentRequests)
    .innerJoin(hospital, eq(hospital.id, documentRequests.hospitalId))
    .where(eq(documentRequests.id, id))
    .limit(1);
  return row;
}

/**
 * Moves the patient's open ask to `status` by compare-and-set; when `match` is given, only an
 * ask of that hospital on that treatment request moves. True when this call moved it.
 */
export async function closeOpenAsk(
  db: Queryable,
  input: {
    id: string;
    patientId: string;
    status: 'answered' | 'declined';
    match?: { hospitalId: string; treatmentRequestId: string };
  },
): Promise<boolean> {
  const rows = await db
    .update(documentRequests)
    .set({ status: input.status, answeredAt: sql`now()` })
    .where(
      and(
        eq(documentRequests.id, input.id),
        eq(documentRequests.patientId, input.patientId),
        eq(documentRequests.status, 'open'),
        input.match ? eq(documentRequests.hospitalId, input.match.hospitalId) : undefined,
        input.match
          ? eq(documentRequests.treatmentRequestId, input.match.treatmentRequestId)
          : undefined,
      ),
    )
    .returning({ id: documentRequests.id });
  return rows.length > 0;
}

/** Every ask the user made or received, oldest first (data export). */
export function listDocumentRequestsOfUser(
  db: Queryable,
  userId: string,
): Promise<DocumentRequestRow[]> {
  return db
    .select(columns)
    .from(documentRequests)
    .innerJoin(hospital, eq(hospital.id, documentRequests.hospitalId))
    .where(or(eq(documentRequests.patientId, userId), eq(documentRequests.hospitalId, userId)))
    .orderBy(documentRequests.createdAt, documentRequests.id);
}

/** Deletes every ask the user made or received (account deletion). */
export async function deleteDocumentRequestsOfUser(db: Queryable, userId: string): Promise<void> {
  await db
    .delete(documentRequests)
    .where(or(eq(documentRequests.patientId, userId), eq(documentRequests.hospitalId, userId)));
}
