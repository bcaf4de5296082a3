import type { ChatMessageEvent } from '#shared/realtime/realtime.schemas.ts';
import type {
  Conversation,
  ConversationFilter,
  ListMessagesQuery,
  MarkReadResult,
  Message,
  SendMessageInput,
} from '#shared/messages/messages.schemas.ts';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import {
  decodeCursor,
  decodeKeyCursor,
  toKeyPage,
  toPage,
  type Page,
} from '../../lib/pagination.ts';
import { messageNotice } from '../notifications/notification-notices.ts';
import { notify, readNotificationsAbout } from '../notifications/notifications.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { toConversation, toMessage } from './messages.dto.ts';
import {
  findMessageByClientId,
  findMessageDetail,
  findRequestOwner,
  hasBidOnRequest,
  insertMessage,
  listConversationsOf,
  listMessagesInScope,
  markReceivedRead,
  type ConversationScope,
  type MessageRow,
} from './messages.repository.ts';

const REQUEST_NOT_FOUND = 'Request not found';

/** The caller's side of the conversations on one request (DESIGN §5). */
interface Party {
  requestId: string;
  patientId: string;
  side: 'patient' | 'hospital';
}

/**
 * The caller's party on a request (DESIGN §5): its patient, or a user with a bid of any status
 * on it. Everyone else, like an absent request, gets 404 so a request is never revealed.
 */
async function requireParty(db: Queryable, user: UserRow, rawRequestId: string): Promise<Party> {
  const requestId = requireUuid(rawRequestId, REQUEST_NOT_FOUND);
  const request = await findRequestOwner(db, requestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (request.patientId === user.id)
    return { requestId, patientId: request.patientId, side: 'patient' };
  if (await hasBidOnRequest(db, requestId, user.id))
    return { requestId, patientId: request.patientId, side: 'hospital' };
  throw notFound(REQUEST_NOT_FOUND);
}

function scopeOf(user: UserRow, party: Party, filter: ConversationFilter): ConversationScope {
  return {
    requestId: party.requestId,
    userId: user.id,
    ...(filter.hospitalId ? { hospitalId: filter.hospitalId.toLowerCase() } : {}),
  };
}

/**
 * The caller's messages on a request, oldest first (SPEC §7 `GET /api/messages/{requestId}`):
 * only messages it sent or received; a patient may narrow to one hospital with `hospitalId`.
 * Reading changes nothing (SECURITY §3).
 * @throws 404 when the caller is not a party to the request.
 */
export async function listMessages(
  db: Queryable,
  user: UserRow,
  rawRequestId: string,
  query: ListMessagesQuery,
): Promise<Page<Message>> {
  const party = await requireParty(db, user, rawRequestId);
  const rows = await listMessagesInScope(db, scopeOf(user, party, query), {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toMessage) };
}

/** Whether the stored message is the same send as `input` (a retry, not a reused id). */
function isSameSend(row: MessageRow, input: SendMessageInput): boolean {
  return (
    row.treatmentRequestId === input.treatmentRequestId.toLowerCase() &&
    row.receiverId === input.receiverId.toLowerCase() &&
    row.content === input.content
  );
}

/**
 * Sends a message (DESIGN §5): the sender is the session user; the request's patient may write
 * to a hospital with a bid on it, a bidding hospital to the request's patient. With a
 * `clientMessageId` a retry stores nothing new and returns the stored message (`isCreated`
 * false).
 * @throws 404 when the caller is not a party; 403 when the receiver is not its counterpart;
 * 409 when the `clientMessageId` was used for a different message.
 */
export async function sendMessage(
  db: Database,
  sender: UserRow,
  input: SendMessageInput,
): Promise<{ message: Message; isCreated: boolean }> {
  const party = await requireParty(db, sender, input.treatmentRequestId);
  const receiverId = input.receiverId.toLowerCase();
  const isCounterpart =
    receiverId !== sender.id &&
    (party.side === 'patient'
      ? await hasBidOnRequest(db, party.requestId, receiverId)
      : receiverId === party.patientId);
  if (!isCounterpart)
    throw forbidden('You cannot message this user about this request', 'NOT_A_COUNTERPART');

  const clientMessageId = input.clientMessageId?.toLowerCase() ?? null;
  const inserted = await db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      treatmentRequestId: party.requestId,
      senderId: sender.id,
      receiverId,
      content: input.content,
      clientMessageId,
    });
    const hospitalId = party.side === 'hospital' ? sender.id : undefined;
    if (row) await notify(tx, messageNotice({ ...row, ...(hospitalId ? { hospitalId } : {}) }));
    return row;
  });
  const stored =
    inserted ??
    (clientMessageId ? await findMessageByClientId(db, sender.id, clientMessageId) : undefined);
  if (!stored) throw new Error('message neither inserted nor found');
  if (!inserted && !isSameSend(stored, input))
    throw conflict('This message id was already used', 'MESSAGE_ID_REUSED');
  const detail = await findMessageDetail(db, stored.id);
  if (!detail) throw new Error('stored message not found');
  return { message: toMessage(detail), isCreated: inserted !== undefined };
}

/**
 * Marks the caller's unread received messages on a request as read (compare-and-set), only
 * those from `hospitalId` when given, and with them their new-message notifications.
 * @throws 404 when the caller is not a party to the request.
 */
export async function markMessagesRead(
  db: Database,
  user: UserRow,
  rawRequestId: string,
  filter: ConversationFilter,
): Promise<MarkReadResult> {
  const party = await requireParty(db, user, rawRequestId);
  return db.transaction(async (tx) => {
    const ids = await markReceivedRead(tx, scopeOf(user, party, filter));
    await readNotificationsAbout(tx, {
      userId: user.id,
      kind: 'message_received',
      subjectIds: ids,
    });
    return { updated: ids.length };
  });
}

/**
 * One page of the caller's conversations (SPEC §7 `GET /api/messages/conversations`, DESIGN §4
 * `?limit=`/`?cursor=`), newest activity first, each with counterpart, last message and the
 * caller's unread count.
 * @throws 400 when the cursor was not made by this list.
 */
export async function listConversations(
  db: Queryable,
  user: UserRow,
  query: ListQuery,
): Promise<Page<Conversation>> {
  const key = decodeKeyCursor(query.cursor, 2);
  const rows = await listConversationsOf(db, user.id, {
    limit: query.limit + 1,
    cursor: key && {
      lastActivityAt: key.at,
      treatmentRequestId: key.ids[0] ?? '',
      hospitalId: key.ids[1] ?? '',
    },
  });
  const page = toKeyPage(rows, query, (row) => ({
    at: row.lastActivityAt,
    ids: [row.treatmentRequestId, row.hospitalId],
  }));
  return { ...page, items: page.items.map(toConversation) };
}

/**
 * The `chat_message` frame of `/ws` for message `id` (SPEC §7): the message as the API returns
 * it plus `type`; undefined when it no longer exists.
 */
export async function loadChatMessageEvent(
  db: Queryable,
  id: string,
): Promise<ChatMessageEvent | undefined> {
  const detail = await findMessageDetail(db, id);
  return detail ? { type: 'chat_message', ...toMessage(detail) } : undefined;
}
