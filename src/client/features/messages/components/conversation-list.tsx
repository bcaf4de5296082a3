import { MessagesSquare } from 'lucide-react';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { Translator } from '#client/i18n/i18n.ts';
import type { Conversation } from '#shared/messages/messages.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import type { ConversationsQuery } from '#client/features/messages/api/use-conversations.ts';
import { ConversationListItem } from '#client/features/messages/components/conversation-list-item.tsx';
import { conversationKey } from '#client/features/messages/lib/chat-recipient.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Where a conversation opens: a hospital has one conversation per request, so its link is the
 * request's; anyone else may have several (one per bidding hospital), so `?hospitalId=` picks one.
 */
export function conversationHref(conversation: Conversation, role: Role): string {
  return role === 'hospital'
    ? paths.conversation(conversation.treatmentRequestId)
    : paths.conversation(conversation.treatmentRequestId, {
        hospitalId: conversation.counterpart.id,
      });
}

function emptyHint(role: Role, t: Translator): string {
  switch (role) {
    case 'patient':
      return t('Once a hospital bids on one of your treatment requests, you can message it here.');
    case 'hospital':
      return t('Bid on a treatment request and you can message the patient here.');
    case 'admin':
      return t('Conversations appear here for your own requests and the bids you send.');
  }
}

function ConversationListSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading conversations')} className="grid">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The viewer's conversations (SPEC §2.9), newest activity first, with a skeleton while loading,
 * the error with a retry, and "No conversations yet" with a hint when there are none. Older
 * conversations load page by page with "Load more" under the list.
 */
export function ConversationList({
  query,
  role,
  userId,
  activeKey,
}: {
  query: ConversationsQuery;
  role: Role;
  userId: string;
  activeKey: string | null;
}) {
  const t = useT();
  if (query.isPending) return <ConversationListSkeleton />;
  if (query.isError) {
    return (
      <div className="p-4">
        <QueryErrorState
          title={t("Couldn't load your conversations")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="p-4">
        <EmptyState
          icon={MessagesSquare}
          title={t('No conversations yet')}
          description={emptyHint(role, t)}
        />
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y">
        {query.data.map((conversation) => {
          const key = conversationKey(conversation);
          return (
            <ConversationListItem
              key={key}
              conversation={conversation}
              href={conversationHref(conversation, role)}
              userId={userId}
              isActive={key === activeKey}
            />
          );
        })}
      </ul>
      <div className="px-4 pb-4">
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      </div>
    </>
  );
}
