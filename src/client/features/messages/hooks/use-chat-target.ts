import { useEffect } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { ConversationsQuery } from '#client/features/messages/api/use-conversations.ts';
import { useTreatmentRequest } from '#client/lib/use-treatment-request.ts';
import {
  resolveChatTarget,
  type ChatSide,
  type ChatTarget,
} from '#client/features/messages/lib/chat-recipient.ts';

/** A chat's recipient once known, or that it is still loading. */
export type ChatTargetState = { isLoading: true } | ({ isLoading: false } & ChatTarget);

/**
 * The recipient of the chat at `/messages/{requestId}[?hospitalId=]` (SPEC §4 Chat), from the
 * conversation list. A patient is the patient side and a hospital the hospital side; an admin
 * can be either, so for an admin the request is loaded to see whether it is theirs (a request
 * that cannot be loaded leaves the side unknown: "Unable to determine recipient"). While the
 * chat's conversation is not among the pages loaded so far, the next page is loaded (the list is
 * paged by activity, so an old conversation opened by link may be a few pages down).
 */
export function useChatTarget({
  user,
  requestId,
  hospitalIdParam,
  conversations,
}: {
  user: CurrentUser;
  requestId: string;
  hospitalIdParam: string | undefined;
  conversations: ConversationsQuery;
}): ChatTargetState {
  const isAdmin = user.role === 'admin';
  const request = useTreatmentRequest(requestId, { enabled: isAdmin && requestId !== '' });

  let side: ChatSide;
  if (user.role === 'patient') side = 'patient';
  else if (user.role === 'hospital') side = 'hospital';
  else if (request.data) side = request.data.patientId === user.id ? 'patient' : 'hospital';
  else side = 'unknown';

  const target = resolveChatTarget({
    side,
    requestId,
    hospitalIdParam,
    conversations: conversations.data ?? [],
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = conversations;
  // A patient's chosen hospital may be further down than the accepted one: keep looking for it.
  const isChosen =
    target.isReady &&
    (side !== 'patient' ||
      !hospitalIdParam ||
      target.conversation.counterpart.id.toLowerCase() === hospitalIdParam.toLowerCase());
  const needsMore = requestId !== '' && side !== 'unknown' && !isChosen && hasNextPage && !isError;
  useEffect(() => {
    if (needsMore && !isFetchingNextPage) void fetchNextPage();
  }, [needsMore, isFetchingNextPage, fetchNextPage]);

  if (conversations.isPending || (isAdmin && request.isPending) || needsMore)
    return { isLoading: true };
  return { isLoading: false, ...target };
}
