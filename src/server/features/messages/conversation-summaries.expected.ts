import { expect } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';

/** A `conversations` row as the tests compare it (times as epoch milliseconds). */
interface Summary {
  pair: string;
  patientId: string;
  lastBidAt: number;
  lastActivityAt: number;
  lastMessageId: string | null;
  lastMessageContent: string | null;
  lastMessageSenderId: string | null;
  lastMessageAt: number | null;
  hasAcceptedBid: boolean;
  patientUnreadCount: number;
  hospitalUnreadCount: number;
}

const byPair = (a: Summary, b: Summary) => (a.pair < b.pair ? -1 : a.pair > b.pair ? 1 : 0);

/**
 * Every conversation summary recomputed in JavaScript from the bids, requests and messages
 * themselves (independently of the triggers' SQL): one per (request, hospital) with a bid.
 */
async function recomputeSummaries(db: Queryable): Promise<Summary[]> {
  const [bidRows, requestRows, messageRows] = await Promise.all([
    db.select().from(bids),
    db
      .select({ id: treatmentRequests.id, patientId: treatmentRequests.patientId })
      .from(treatmentRequests),
    db.select().from(messages),
  ]);
  const patientOf = new Map(requestRows.map((r) => [r.id, r.patientId]));
  const summaries = new Map<string, Summary>();
  for (const bid of bidRows) {
    const pair = `${bid.treatmentRequestId}:${bid.hospitalId}`;
    const patientId = patientOf.get(bid.treatmentRequestId) ?? '';
    const known = summaries.get(pair);
    const at = bid.createdAt.getTime();
    summaries.set(pair, {
      pair,
      patientId,
      lastBidAt: Math.max(at, known?.lastBidAt ?? at),
      lastActivityAt: 0,
      lastMessageId: null,
      lastMessageContent: null,
      lastMessageSenderId: null,
      lastMessageAt: null,
      hasAcceptedBid: (known?.hasAcceptedBid ?? false) || bid.status === 'accepted',
      patientUnreadCount: 0,
      hospitalUnreadCount: 0,
    });
  }
  const ordered = [...messageRows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
  for (const message of ordered) {
    for (const hospitalId of [message.senderId, message.receiverId]) {
      const summary = summaries.get(`${message.treatmentRequestId}:${hospitalId}`);
      const other = hospitalId === message.senderId ? message.receiverId : message.senderId;
      if (!summary || summary.patientId !== other) continue;
      summary.lastMessageId = message.id;
      summary.lastMessageContent = message.content;
      summary.lastMessageSenderId = message.senderId;
      summary.lastMessageAt = message.createdAt.getTime();
      if (!message.read && message.receiverId === summary.patientId)
        summary.patientUnreadCount += 1;
      if (!message.read && message.receiverId === hospitalId) summary.hospitalUnreadCount += 1;
    }
  }
  for (const summary of summaries.values())
    summary.lastActivityAt = summary.lastMessageAt ?? summary.lastBidAt;
  return [...summaries.values()].sort(byPair);
}

async function storedSummaries(db: Queryable): Promise<Summary[]> {
  const rows = await db.select().from(conversations);
  return rows
    .map((row) => ({
      pair: `${row.treatmentRequestId}:${row.hospitalId}`,
      patientId: row.patientId,
      lastBidAt: row.lastBidAt.getTime(),
      lastActivityAt: row.lastActivityAt.getTime(),
      lastMessageId: row.lastMessageId,
      lastMessageContent: row.lastMessageContent,
      lastMessageSenderId: row.lastMessageSenderId,
      lastMessageAt: row.lastMessageAt?.getTime() ?? null,
      hasAcceptedBid: row.hasAcceptedBid,
      patientUnreadCount: row.patientUnreadCount,
      hospitalUnreadCount: row.hospitalUnreadCount,
    }))
    .sort(byPair);
}

/**
 * Asserts that the trigger-kept `conversations` table equals a recomputation from the bids and
 * messages: no pair missing or extra, every last message, flag and unread count exact. Returns
 * how many conversations there are, so a caller can check the setup made some.
 */
export async function expectSummariesExact(db: Queryable): Promise<number> {
  const expected = await recomputeSummaries(db);
  expect(await storedSummaries(db)).toEqual(expected);
  return expected.length;
}
