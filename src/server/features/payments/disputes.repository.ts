import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '#shared/payments/disputes.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';

/** A disputes row (ADR 0060). */
export type DisputeRow = typeof disputes.$inferSelect;

/** A dispute with its grievance's stored reference code (null when the ticket is gone). */
export type DisputeWithReference = DisputeRow & { ticketReference: string | null };

/** At most this many open disputes are listed for the admin (oldest first). */
export const ADMIN_DISPUTE_ROWS = 100;

/** The bid's dispute (one per bid), or undefined while none was opened. */
export async function findDisputeOfBid(
  db: Queryable,
  bidId: string,
): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.bidId, bidId)).limit(1);
  return row;
}

/** The bid's dispute with its grievance's reference code, or undefined. */
export async function findDisputeWithReference(
  db: Queryable,
  bidId: string,
): Promise<DisputeWithReference | undefined> {
  const [row] = await db
    .select({ dispute: disputes, ticketReference: supportTickets.referenceCode })
    .from(disputes)
    .leftJoin(supportTickets, eq(supportTickets.id, disputes.supportTicketId))
    .where(eq(disputes.bidId, bidId))
    .limit(1);
  return row && { ...row.dispute, ticketReference: row.ticketReference };
}

/** A dispute by id, or undefined. */
export async function findDisputeById(db: Queryable, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}

/**
 * Opens the bid's dispute unless it has one (UNIQUE(bid_id)); the new row, or undefined when
 * one exists (the caller holds the booking's lock, so that is an earlier dispute).
 */
export async function insertDisputeOnce(
  db: Queryable,
  values: { bidId: string; reason: string; supportTicketId: string },
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .insert(disputes)
    .values(values)
    .onConflictDoNothing({ target: disputes.bidId })
    .returning();
  return row;
}

/**
 * Records the admin's decision on an open dispute (compare-and-set open → decided, DESIGN §5);
 * undefined when it was not open.
 */
export async function markDisputeDecided(
  db: Queryable,
  input: { id: string; outcome: DisputeOutcome; refundCents: number; decidedBy: string },
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({
      status: 'decided',
      outcome: input.outcome,
      refundCents: input.refundCents,
      decidedBy: input.decidedBy,
      decidedAt: new Date(),
    })
    .where(and(eq(disputes.id, input.id), eq(disputes.status, 'open')))
    .returning();
  return row;
}

const patients = alias(users, 'patients');
const hospitals = alias(users, 'hospitals');

/** Open disputes, oldest first, with their request, parties' names and grievance reference. */
export function listOpenDisputes(db: Queryable) {
  return db
    .select({
      dispute: disputes,
      ticketReference: supportTickets.referenceCode,
      treatmentRequestId: bids.treatmentRequestId,
      procedureType: treatmentRequests.procedureType,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      hospitalFirstName: hospitals.firstName,
      hospitalLastName: hospitals.lastName,
    })
    .from(disputes)
    .innerJoin(bids, eq(bids.id, disputes.bidId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .innerJoin(patients, eq(patients.id, treatmentRequests.patientId))
    .innerJoin(hospitals, eq(hospitals.id, bids.hospitalId))
    .leftJoin(supportTickets, eq(supportTickets.id, disputes.supportTicketId))
    .where(eq(disputes.status, sql`'open'`))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(ADMIN_DISPUTE_ROWS);
}
