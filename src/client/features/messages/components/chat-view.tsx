import { ArrowLeft, FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Conversation } from '#shared/messages/messages.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useConversationMessages } from '#client/features/messages/api/use-messages.ts';
import { MessageComposer } from '#client/features/messages/components/message-composer.tsx';
import { MessageList } from '#client/features/messages/components/message-list.tsx';
import { RealtimeStatusNotice } from '#client/features/messages/components/realtime-status-notice.tsx';
import { useMarkReadOnView } from '#client/features/messages/hooks/use-mark-read-on-view.ts';
import { counterpartName } from '#client/features/messages/lib/counterpart-name.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** "← back" to the list; phones only, where the list and the chat take turns. */
export function BackToConversations() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="icon" className="-ms-2 shrink-0 lg:hidden">
      <Link href={paths.messages} aria-label={t('Back to conversations')}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      </Link>
    </Button>
  );
}

/**
 * One open chat (SPEC §2.9): header with the procedure and the other side, the history oldest
 * first (new messages arrive over the realtime channel), and the input. Marks the conversation
 * read while it is open. `hospitalId` narrows the history to the patient's chosen hospital.
 */
export function ChatView({
  conversation,
  hospitalId,
  userId,
}: {
  conversation: Conversation;
  hospitalId: string | undefined;
  userId: string;
}) {
  const t = useT();
  const requestId = conversation.treatmentRequestId;
  const messages = useConversationMessages(requestId, hospitalId);
  const name = counterpartName(conversation.counterpart, t);
  useMarkReadOnView({ requestId, hospitalId, userId, messages: messages.data });

  return (
    <section aria-labelledby="chat-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <BackToConversations />
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="line-clamp-2 font-semibold break-words">
            {conversation.procedureType}
          </h2>
          <p className="truncate text-sm text-muted-foreground">
            <span className="sr-only">{t('Conversation')} </span>
            {t('with {name}', { name })}
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href={paths.request(requestId)}>
            <FileText aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('View request')}</span>
          </Link>
        </Button>
      </header>
      <RealtimeStatusNotice />
      <MessageList query={messages} userId={userId} counterpartName={name} />
      <MessageComposer requestId={requestId} receiverId={conversation.counterpart.id} />
    </section>
  );
}
