import type { UseQueryResult } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { Message } from '#shared/messages/messages.schemas.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { MessageBubble } from '#client/features/messages/components/message-bubble.tsx';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function MessageListSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading messages')} className="grid gap-4 p-4">
      {['w-2/3', 'ms-auto w-1/2', 'w-3/5', 'ms-auto w-2/5'].map((width, index) => (
        <Skeleton key={index} aria-hidden="true" className={cn('h-12 rounded-2xl', width)} />
      ))}
    </div>
  );
}

/**
 * A chat's history, oldest first (SPEC §2.9), scrolled to the newest message whenever one
 * arrives. The list is a `log` live region, so screen readers announce new messages. Shows a
 * skeleton while loading, the error with a retry, or an invitation to write the first message.
 */
export function MessageList({
  query,
  userId,
  counterpartName,
}: {
  query: UseQueryResult<Message[]>;
  userId: string;
  counterpartName: string;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const messages = query.data;
  const lastMessageId = messages?.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastMessageId]);

  let body;
  if (query.isPending) {
    body = <MessageListSkeleton />;
  } else if (query.isError) {
    body = (
      <div className="p-4">
        <QueryErrorState
          title={t("Couldn't load the messages")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else {
    body = (
      <>
        {query.data.length === 0 && (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-muted-foreground">
            <MessageCircle className="size-8" aria-hidden="true" />
            <p className="text-sm">
              {t('No messages yet. Say hello to {name} and ask anything about the treatment.', {
                name: counterpartName,
              })}
            </p>
          </div>
        )}
        {/* The live region wraps the list, so the items keep their list semantics. */}
        <div role="log" aria-label={t('Messages')}>
          <ol className="grid gap-3 p-4">
            {query.data.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                isOwn={message.senderId === userId}
              />
            ))}
          </ol>
        </div>
      </>
    );
  }

  return (
    // Focusable, so keyboard users can scroll the history with the arrow keys (WCAG 2.1.1).
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={t('Message history')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
    >
      {body}
    </div>
  );
}
