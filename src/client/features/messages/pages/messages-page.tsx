import { CircleAlert, MessagesSquare } from 'lucide-react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useConversations } from '#client/features/messages/api/use-conversations.ts';
import { ChatPlaceholder } from '#client/features/messages/components/chat-placeholder.tsx';
import { BackToConversations, ChatView } from '#client/features/messages/components/chat-view.tsx';
import { ConversationList } from '#client/features/messages/components/conversation-list.tsx';
import { useChatTarget } from '#client/features/messages/hooks/use-chat-target.ts';
import {
  conversationKey,
  NO_ACCEPTED_BID_MESSAGE,
} from '#client/features/messages/lib/chat-recipient.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function ChatSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading conversation')} className="flex flex-1 flex-col">
      <div aria-hidden="true" className="grid gap-2 border-b px-4 py-3">
        <Skeleton className="h-5 w-48 max-w-[70%]" />
        <Skeleton className="h-4 w-32 max-w-[50%]" />
      </div>
    </div>
  );
}

/** The chat pane for `/messages/{requestId}`: the chat, or why it cannot show. */
function ChatPane({
  user,
  requestId,
  hospitalIdParam,
  conversations,
  target,
}: {
  user: CurrentUser;
  requestId: string;
  hospitalIdParam: string | undefined;
  conversations: ReturnType<typeof useConversations>;
  target: ReturnType<typeof useChatTarget>;
}) {
  const t = useT();
  if (conversations.isError) {
    return (
      <div className="flex flex-1 flex-col">
        <div className="px-4 pt-3 lg:hidden">
          <BackToConversations />
        </div>
        <div className="p-4">
          <QueryErrorState
            title={t("Couldn't load this conversation")}
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
          />
        </div>
      </div>
    );
  }
  if (target.isLoading) return <ChatSkeleton />;
  if (!target.isReady) {
    return (
      <div className="flex flex-1 flex-col">
        <div className="px-4 pt-3 lg:hidden">
          <BackToConversations />
        </div>
        <ChatPlaceholder
          icon={CircleAlert}
          title={t(target.reason)}
          isAlert
          description={
            target.reason === NO_ACCEPTED_BID_MESSAGE
              ? t(
                  'You can message a hospital once you accept its bid, or from a bid on the request page.',
                )
              : t('This conversation is not available to you. Pick one from your conversations.')
          }
        />
      </div>
    );
  }
  return (
    <ChatView
      // A new chat starts with an empty input and its own scroll position.
      key={`${requestId}:${target.conversation.counterpart.id}:${hospitalIdParam ?? ''}`}
      conversation={target.conversation}
      hospitalId={target.hospitalId}
      userId={user.id}
    />
  );
}

function MessagesLayout({
  user,
  requestId,
  hospitalIdParam,
}: {
  user: CurrentUser;
  requestId: string | undefined;
  hospitalIdParam: string | undefined;
}) {
  const t = useT();
  const conversations = useConversations();
  const target = useChatTarget({
    user,
    requestId: requestId ?? '',
    hospitalIdParam,
    conversations,
  });
  const isChatOpen = requestId !== undefined;
  const activeKey =
    isChatOpen && !target.isLoading && target.isReady ? conversationKey(target.conversation) : null;

  return (
    // The page fills the viewport under the 3.5rem top bar, minus the shell's padding, so the
    // list and the chat scroll inside it and the input stays in view.
    <div className="flex h-[calc(100svh-3.5rem-2rem)] min-h-[28rem] flex-col gap-4 sm:h-[calc(100svh-3.5rem-3rem)] lg:h-[calc(100svh-3.5rem-4rem)]">
      <PageHeader
        className={cn('pb-0', isChatOpen && 'max-lg:sr-only')}
        title={t('Messages')}
        description={t('Talk with hospitals and patients about treatment requests.')}
      />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border bg-card shadow-sm lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav
          aria-label={t('Conversations')}
          className={cn(
            'min-h-0 overflow-y-auto overscroll-contain lg:border-e',
            isChatOpen && 'max-lg:hidden',
          )}
        >
          <ConversationList
            query={conversations}
            role={user.role ?? 'patient'}
            userId={user.id}
            activeKey={activeKey}
          />
        </nav>
        <div className={cn('flex min-h-0 min-w-0 flex-col', !isChatOpen && 'max-lg:hidden')}>
          {isChatOpen ? (
            <ChatPane
              user={user}
              requestId={requestId}
              hospitalIdParam={hospitalIdParam}
              conversations={conversations}
              target={target}
            />
          ) : (
            <ChatPlaceholder
              icon={MessagesSquare}
              title={t('Select a Conversation')}
              description={t('Choose a conversation on the left to read and send messages.')}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Messages (`/messages` and `/messages/{requestId}`, SPEC §2.9): the viewer's conversations
 * beside the open chat; on phones the list or the chat, with a way back. Without a request the
 * chat pane reads "Select a Conversation". `hospitalId` (from `?hospitalId=`) picks a patient's
 * conversation with one hospital (SPEC §4 Chat).
 */
export function MessagesPage({
  requestId,
  hospitalId,
}: {
  requestId?: string;
  hospitalId?: string;
}) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <MessagesLayout user={user} requestId={requestId} hospitalIdParam={hospitalId} />;
}
