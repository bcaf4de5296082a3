import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Conversation } from '#shared/messages/messages.schemas.ts';
import { useTreatmentRequest } from '#client/features/treatment-requests/api/use-treatment-request.ts';
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
 * that cannot be loaded leaves the side unknown: "Unable to determine recipient").
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
  conversations: UseQueryResult<Conversation[]>;
}): ChatTargetState {
  const isAdmin = user.role === 'admin';
  const request = useTreatmentRequest(requestId, { enabled: isAdmin && requestId !== '' });

  if (conversations.isPending || (isAdmin && request.isPending)) return { isLoading: true };

  let side: ChatSide;
  if (user.role === 'patient') side = 'patient';
  else if (user.role === 'hospital') side = 'hospital';
  else if (request.data) side = request.data.patientId === user.id ? 'patient' : 'hospital';
  else side = 'unknown';

  return {
    isLoading: false,
    ...resolveChatTarget({
      side,
      requestId,
      hospitalIdParam,
      conversations: conversations.data ?? [],
    }),
  };
}
