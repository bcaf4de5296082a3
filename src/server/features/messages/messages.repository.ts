import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { newerThan, oldestFirst } from '../../lib/pagination.ts';

/** A messages row. */
export type MessageRow = typeof messages.$inferSelect;

/** A message joined with its sender's public profile. */
export interface MessageDetailRow extends MessageRow {
  senderFirstName: string | null;
  senderLastName: string | null;
  senderEmail: string;
  senderProfileImageUrl: string | null;
}

/** The two parties' side of a conversation on one request (DESIGN §5). */
export interface ConversationScope {
  requestId: string;
  /** The caller: only messages it sent or received. */
  userId: string;
  /** Only the conversation with this hospital (it sent or received the message). */
  hospitalId?: string;
}

function selectMessageDetails(db: Queryable) {
  return db
    .select({
      id: messages.id,
      treatmentRequestId: messages.treatmentRequestId,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      content: messages.content,
      read: messages.read,
      clientMessageId: messages.clientMessageId,
      createdAt: messages.createdAt,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
      senderProfileImageUrl: users.profileImageUrl,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId));
}

const involves = (userId: string) =>
  or(eq(messages.senderId, userId), eq(messages.receiverId, userId));

function inScope(scope: ConversationScope): SQL | undefined {
  return and(
    eq(messages.treatmentRequestId, scope.requestId),
    involves(scope.userId),
    scope.hospitalId ? involves(scope.hospitalId) : undefined,
  );
}

/** The owner of a treatment request, or undefined when there is no such request. */
export async function findRequestOwner(
  db: Queryable,
  requestId: string,
): Promise<{ id: string; patientId: string } | undefined> {
  const [row] = await db
    .select({ id: treatmentRequests.id, patientId: treatmentRequests.patientId })
    .from(treatmentRequests)
    .where(eq(treatmentRequests.id, requestId))
    .limit(1);
  return row;
}

/** Whether `userId` has a bid of any status on the request. */
export async function hasBidOnRequest(
  db: Queryable,
  requestId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.treatmentRequestId, requestId), eq(bids.hospitalId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The caller's messages on one request, oldest first (index (request, created_at, id)). */
export function listMessagesInScope(
  db: Queryable,
  scope: ConversationScope,
  page: { limit: number; cursor?: Cursor },
): Promise<MessageDetailRow[]> {
  return selectMessageDetails(db)
    .where(and(inScope(scope), newerThan(messages.createdAt, messages.id, page.cursor)))
    .orderBy(...oldestFirst(messages.createdAt, messages.id))
    .limit(page.limit);
}

/** One message with its sender, or undefined. */
export async function findMessageDetail(
  db: Queryable,
  id: string,
): Promise<MessageDetailRow | undefined> {
  const [row] = await selectMessageDetails(db).where(eq(messages.id, id)).limit(1);
  return row;
}

/** The message `senderId` sent with `clientMessageId`, or undefined. */
export async function findMessageByClientId(
  db: Queryable,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
    .limit(1);
  return row;
}

/**
 * Inserts a message; undefined when the sender already used its `clientMessageId` (the unique
 * (sender_id, client_message_id) index; `on conflict do nothing`).
 */
export async function insertMessage(
  db: Queryable,
  values: typeof messages.$inferInsert,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning();
  return row;
}

/** Marks the caller's unread received messages in scope as read (compare-and-set); their ids. */
export async function markReceivedRead(db: Queryable, scope: ConversationScope): Promise<string[]> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(inScope(scope), eq(messages.receiverId, scope.userId), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** One conversation of {@link listConversationsOf}. */
export interface ConversationRow {
  treatmentRequestId: string;
  hospitalId: string;
  procedureType: string;
  counterpartId: string;
  counterpartFirstName: string | null;
  counterpartLastName: string | null;
  /** Whether the hospital's bid on the request is the accepted one. */
  hasAcceptedBid: boolean;
  lastContent: string | null;
  lastSenderId: string | null;
  lastCreatedAt: Date | null;
  /** The last message's time, else the pair's last bid's: the list's order. */
  lastActivityAt: Date;
  unreadCount: number;
}

/** Where a page of conversations starts: after this (last activity, request, hospital). */
export interface ConversationCursor {
  lastActivityAt: Date;
  treatmentRequestId: string;
  hospitalId: string;
}

const toTimestamp = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * One side's branch of {@link listConversationsOf}: the caller's conversation summaries as the
 * patient (`patient_id`) or as the hospital, newest activity first from the side's
 * (party, last_activity_at, …) index, each joined to its request and counterpart by primary key.
 */
function conversationBranch(
  db: Queryable,
  userId: string,
  side: 'patient' | 'hospital',
  page: { limit: number; cursor?: ConversationCursor },
) {
  const c = conversations;
  const counterpart = alias(users, 'counterpart');
  const counterpartColumn = side === 'patient' ? c.hospitalId : c.patientId;
  const { cursor } = page;
  return db
    .select({
      treatmentRequestId: c.treatmentRequestId,
      hospitalId: c.hospitalId,
      procedureType: treatmentRequests.procedureType,
      counterpartId: sql<string>`${counterpartColumn}`.as('counterpart_id'),
      counterpartFirstName: counterpart.firstName,
      counterpartLastName: counterpart.lastName,
      hasAcceptedBid: c.hasAcceptedBid,
      lastContent: c.lastMessageContent,
      lastSenderId: c.lastMessageSenderId,
      lastCreatedAt: c.lastMessageAt,
      lastActivityAt: c.lastActivityAt,
      unreadCount: sql<number>`${side === 'patient' ? c.patientUnreadCount : c.hospitalUnreadCount}`
        .mapWith(Number)
        .as('unread_count'),
    })
    .from(c)
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, c.treatmentRequestId))
    .innerJoin(counterpart, eq(counterpart.id, counterpartColumn))
    .where(
      and(
        side === 'patient'
          ? eq(c.patientId, userId)
          : // A pair whose patient is also its bidder is listed once, on the patient side.
            and(eq(c.hospitalId, userId), ne(c.patientId, userId)),
        cursor
          ? sql`(${c.lastActivityAt}, ${c.treatmentRequestId}, ${c.hospitalId}) < (${cursor.lastActivityAt.toISOString()}::timestamptz, ${cursor.treatmentRequestId}::uuid, ${cursor.hospitalId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(c.lastActivityAt), desc(c.treatmentRequestId), desc(c.hospitalId))
    .limit(page.limit);
}

/**
 * One page of the conversations of `userId`: every (request, hospital) pair with a bid where it
 * is the request's patient or the hospital, from the trigger-kept `conversations` summaries
 * (last message, the caller's unread count, whether the pair's bid was accepted), newest
 * activity (last message, else last bid) first, ties by request then hospital id, descending.
 * Two branches, each an index range scan that stops after `limit` rows, merged with UNION ALL:
 * the cost follows the page size, not how many conversations the caller has.
 */
export async function listConversationsOf(
  db: Queryable,
  userId: string,
  page: { limit: number; cursor?: ConversationCursor },
): Promise<ConversationRow[]> {
  const rows = await conversationsPageQuery(db, userId, page);
  // Set-operation rows skip Drizzle's column mapping on some drivers: normalize the types.
  return rows.map((row) => ({
    ...row,
    unreadCount: Number(row.unreadCount),
    lastActivityAt: toTimestamp(row.lastActivityAt),
    lastCreatedAt: row.lastCreatedAt === null ? null : toTimestamp(row.lastCreatedAt),
  }));
}

/** The SQL of {@link listConversationsOf}, unexecuted (its plan is checked with EXPLAIN). */
export function conversationsPageQuery(
  db: Queryable,
  userId: string,
  page: { limit: number; cursor?: ConversationCursor },
) {
  return unionAll(
    conversationBranch(db, userId, 'patient', page),
    conversationBranch(db, userId, 'hospital', page),
  )
    .orderBy(sql`last_activity_at desc`, sql`treatment_request_id desc`, sql`hospital_id desc`)
    .limit(page.limit);
}
