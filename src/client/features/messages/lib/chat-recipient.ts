import type { Conversation } from '#shared/messages/messages.schemas.ts';
import { msg } from '#client/i18n/msg.ts';

/** SPEC §8: a patient whose request has no accepted bid (and no chosen hospital). */
export const NO_ACCEPTED_BID_MESSAGE = msg('No accepted bid found for this request');
/** SPEC §8: every other chat without a known recipient. */
export const UNKNOWN_RECIPIENT_MESSAGE = msg('Unable to determine recipient');

/**
 * The caller's side of a request: its patient, or a hospital (any account with a bid on it).
 * `unknown` when it cannot be told (an admin whose request could not be loaded).
 */
export type ChatSide = 'patient' | 'hospital' | 'unknown';

/** Who a chat writes to, or why it cannot (SPEC §4 Chat, §8). */
export type ChatTarget =
  | {
      isReady: true;
      conversation: Conversation;
      /** `?hospitalId=` for the messages API: the patient's chosen hospital, else none. */
      hospitalId: string | undefined;
    }
  | {
      isReady: false;
      reason: typeof NO_ACCEPTED_BID_MESSAGE | typeof UNKNOWN_RECIPIENT_MESSAGE;
    };

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The chat's recipient (SPEC §4 Chat, §8). Patient side: the hospital of `hospitalIdParam` when
 * it is one of the caller's conversations on the request, else the hospital whose bid was
 * accepted, else "No accepted bid found for this request". Hospital side: the counterpart of its
 * conversation on the request, else "Unable to determine recipient", which is also the answer
 * for an unknown side.
 */
export function resolveChatTarget({
  side,
  requestId,
  hospitalIdParam,
  conversations,
}: {
  side: ChatSide;
  requestId: string;
  hospitalIdParam: string | undefined;
  conversations: readonly Conversation[];
}): ChatTarget {
  const onRequest = conversations.filter((c) => sameId(c.treatmentRequestId, requestId));
  switch (side) {
    case 'patient': {
      const chosen =
        (hospitalIdParam && onRequest.find((c) => sameId(c.counterpart.id, hospitalIdParam))) ||
        onRequest.find((c) => c.hasAcceptedBid);
      if (!chosen) return { isReady: false, reason: NO_ACCEPTED_BID_MESSAGE };
      return { isReady: true, conversation: chosen, hospitalId: chosen.counterpart.id };
    }
    case 'hospital': {
      const own = onRequest[0];
      if (!own) return { isReady: false, reason: UNKNOWN_RECIPIENT_MESSAGE };
      return { isReady: true, conversation: own, hospitalId: undefined };
    }
    case 'unknown':
      return { isReady: false, reason: UNKNOWN_RECIPIENT_MESSAGE };
  }
}

/** A conversation's stable identity in lists: request and counterpart. */
export function conversationKey(conversation: Conversation): string {
  return `${conversation.treatmentRequestId}:${conversation.counterpart.id}`;
}
