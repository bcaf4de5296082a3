import { and, eq } from 'drizzle-orm';
import type { SupportTicketStatus } from '#shared/support/support.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { newestFirst, olderThan, type Cursor } from '../../lib/pagination.ts';

/** A support_tickets row. */
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** Inserts a support ticket (status open). */
export async function insertSupportTicket(
  db: Queryable,
  values: Pick<
    typeof supportTickets.$inferInsert,
    'referenceCode' | 'name' | 'email' | 'subject' | 'message'
  >,
): Promise<SupportTicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The ticket with this stored (normalised) reference code, or undefined. */
export async function findTicketByReference(
  db: Queryable,
  referenceCode: string,
): Promise<SupportTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.referenceCode, referenceCode))
    .limit(1);
  return row;
}

/** The ticket with this id, or undefined. */
export async function findTicketById(
  db: Queryable,
  id: string,
): Promise<SupportTicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row;
}

/**
 * Tickets newest first, `limit` rows from `cursor`, of one status when given (an index range
 * scan over (status, created_at, id)).
 */
export function listTickets(
  db: Queryable,
  filter: { status?: SupportTicketStatus },
  page: { limit: number; cursor?: Cursor },
) {
  return db
    .select()
    .from(supportTickets)
    .where(
      and(
        filter.status ? eq(supportTickets.status, filter.status) : undefined,
        olderThan(supportTickets.createdAt, supportTickets.id, page.cursor),
      ),
    )
    .orderBy(...newestFirst(supportTickets.createdAt, supportTickets.id))
    .limit(page.limit);
}

/**
 * Closes an open ticket with its resolution note (compare-and-set, DESIGN §5); undefined when
 * it does not exist or is already closed.
 */
export async function closeOpenTicket(
  db: Queryable,
  input: { id: string; resolutionNote: string },
): Promise<SupportTicketRow | undefined> {
  const [row] = await db
    .update(supportTickets)
    .set({ status: 'closed', resolutionNote: input.resolutionNote, closedAt: new Date() })
    .where(and(eq(supportTickets.id, input.id), eq(supportTickets.status, 'open')))
    .returning();
  return row;
}
