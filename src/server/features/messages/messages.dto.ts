import type { Conversation, Message } from '#shared/messages/messages.schemas.ts';
import type { ConversationRow, MessageDetailRow } from './messages.repository.ts';

/** The wire shape of a message (SPEC §3) with its sender's public profile. */
export function toMessage(row: MessageDetailRow): Message {
  return {
    id: row.id,
    treatmentRequestId: row.treatmentRequestId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    sender: {
      firstName: row.senderFirstName,
      lastName: row.senderLastName,
      email: row.senderEmail,
      profileImageUrl: row.senderProfileImageUrl,
    },
  };
}

/** The wire shape of one conversation in the caller's list. */
export function toConversation(row: ConversationRow): Conversation {
  return {
    treatmentRequestId: row.treatmentRequestId,
    procedureType: row.procedureType,
    counterpart: {
      id: row.counterpartId,
      firstName: row.counterpartFirstName,
      lastName: row.counterpartLastName,
    },
    hasAcceptedBid: row.hasAcceptedBid,
    lastMessage:
      row.lastContent !== null && row.lastSenderId !== null && row.lastCreatedAt !== null
        ? {
            content: row.lastContent,
            senderId: row.lastSenderId,
            createdAt: row.lastCreatedAt.toISOString(),
          }
        : null,
    unreadCount: row.unreadCount,
  };
}
