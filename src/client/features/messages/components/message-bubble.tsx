import type { Message } from '#shared/messages/messages.schemas.ts';
import { formatMessageTime } from '#client/features/messages/lib/format-message-time.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The sender's name as a message shows it: first and last name, else the e-mail. */
function senderName(sender: Message['sender']): string {
  const name = [sender.firstName?.trim(), sender.lastName?.trim()].filter(Boolean).join(' ');
  return name || sender.email;
}

/**
 * One chat message (SPEC §2.9): the viewer's own on the right in the primary colour, the other
 * side's on the left, each with its time. Line breaks are kept; long words wrap.
 */
export function MessageBubble({ message, isOwn }: { message: Message; isOwn: boolean }) {
  const t = useT();
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', isOwn ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          // `wrap-anywhere` (unlike `break-words`) also lets a long URL or word shrink the
          // bubble's minimum width, so it wraps instead of widening the conversation.
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm wrap-anywhere whitespace-pre-wrap sm:max-w-[75%]',
          isOwn
            ? 'rounded-ee-md bg-primary text-primary-foreground'
            : 'rounded-es-md bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{isOwn ? t('You') : senderName(message.sender)}: </span>
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="px-1 text-xs text-muted-foreground">
        {formatMessageTime(message.createdAt)}
      </time>
    </li>
  );
}
