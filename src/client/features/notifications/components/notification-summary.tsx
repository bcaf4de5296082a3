import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { formatTimeAgo } from '#client/features/notifications/lib/notification-time.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { cn } from '#client/lib/utils.ts';

/**
 * One notification's text: an unread dot (named for screen readers), the summary and how long
 * ago. Shared by the bell's menu and the notifications page.
 */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const t = useT();
  const isUnread = notification.readAt === null;
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          isUnread ? 'bg-primary' : 'bg-transparent',
        )}
        aria-hidden="true"
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm', isUnread && 'font-medium')}>
          {isUnread && <span className="sr-only">{t('Unread:')} </span>}
          {notification.summary}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatTimeAgo(notification.createdAt)}
        </time>
      </span>
    </span>
  );
}
