import { Link } from 'wouter';
import type { Conversation } from '#shared/messages/messages.schemas.ts';
import { UnreadBadge } from '#client/features/messages/components/unread-badge.tsx';
import { counterpartName } from '#client/features/messages/lib/counterpart-name.ts';
import { formatMessageTime } from '#client/features/messages/lib/format-message-time.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * One row of the conversation list (SPEC §2.9): the request's procedure, the other side's name,
 * the last message (prefixed "You:" when the viewer sent it) with its time, and the unread
 * count. `isActive` marks the open chat (`aria-current="page"`).
 */
export function ConversationListItem({
  conversation,
  href,
  userId,
  isActive,
}: {
  conversation: Conversation;
  href: string;
  userId: string;
  isActive: boolean;
}) {
  const t = useT();
  const name = counterpartName(conversation.counterpart, t);
  const last = conversation.lastMessage;
  const hasUnread = conversation.unreadCount > 0;
  const preview = last
    ? last.senderId === userId
      ? t('You: {message}', { message: last.content })
      : last.content
    : t('No messages yet');
  return (
    <li>
      <Link
        href={href}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex gap-3 border-s-2 border-transparent px-4 py-3 outline-none transition-colors hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
          isActive && 'border-primary bg-accent hover:bg-accent',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {initials(name)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate text-sm font-semibold">{conversation.procedureType}</span>
            {last && (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted-foreground">
                {formatMessageTime(last.createdAt)}
              </time>
            )}
          </span>
          <span className="truncate text-sm">{name}</span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn(
                'truncate text-sm',
                hasUnread ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview}
            </span>
            <UnreadBadge count={conversation.unreadCount} />
          </span>
        </span>
      </Link>
    </li>
  );
}
