import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import {
  MAX_UNREAD_COUNT,
  type Notification,
} from '#shared/notifications/notifications.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '#client/features/notifications/api/use-mark-read.ts';
import {
  useRecentNotifications,
  useUnreadCount,
} from '#client/features/notifications/api/use-notifications.ts';
import { NotificationSummary } from '#client/features/notifications/components/notification-summary.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** How many notifications the bell's menu shows; the page has the rest. */
const MENU_SIZE = 5;

/** The count as shown: "99+" from the server's cap on (it stops counting there). */
const countText = (unread: number) => (unread >= MAX_UNREAD_COUNT ? '99+' : String(unread));

/** The newest notifications, each opening its thing and marked read on the way. */
function RecentNotifications() {
  const t = useT();
  const recent = useRecentNotifications(MENU_SIZE);
  const markRead = useMarkNotificationRead();
  const [, navigate] = useLocation();
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    navigate(notification.link);
  };
  if (recent.isPending) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{t('Loading notifications…')}</p>;
  }
  if (recent.isError) {
    return (
      <p className="px-2 py-3 text-sm text-destructive">{t('Couldn’t load notifications.')}</p>
    );
  }
  if (recent.data.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{t('You’re all caught up.')}</p>;
  }
  return recent.data.map((notification) => (
    <DropdownMenuItem
      key={notification.id}
      className="items-start"
      onSelect={() => open(notification)}
    >
      <NotificationSummary notification={notification} />
    </DropdownMenuItem>
  ));
}

/**
 * The bell in the signed-in header (issue #15): the unread count as a badge and in the button's
 * name ("Notifications, 3 unread"), announced politely when it changes; its menu lists the
 * newest notifications, "Mark all read" and the way to the notifications page.
 */
export function NotificationBell() {
  const t = useT();
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const name = t('Notifications, {count} unread', { count: countText(unread) });
  return (
    <>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {unread === 1
          ? t('1 unread notification')
          : unread > 0
            ? t('{count} unread notifications', { count: countText(unread) })
            : ''}
      </span>
      {/* Not modal: a modal menu hides the page from screen readers while its links stay focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={name} title={name}>
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground"
              >
                {countText(unread)}
              </span>
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
          <div className="flex items-center justify-between gap-2">
            <DropdownMenuLabel>{t('Notifications')}</DropdownMenuLabel>
            <DropdownMenuItem
              disabled={unread === 0 || markAll.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markAll.mutate();
              }}
              className="text-xs"
            >
              {t('Mark all read')}
            </DropdownMenuItem>
          </div>
          <DropdownMenuSeparator />
          <RecentNotifications />
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={paths.notifications} className="justify-center text-sm font-medium">
              {t('See all notifications')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
