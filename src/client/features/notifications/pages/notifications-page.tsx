import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '#client/features/notifications/api/use-mark-read.ts';
import {
  useNotifications,
  useUnreadCount,
} from '#client/features/notifications/api/use-notifications.ts';
import { NotificationSummary } from '#client/features/notifications/components/notification-summary.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** One notification as a link to its thing; following it marks it read. */
function NotificationRow({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  return (
    <Link
      href={notification.link}
      onClick={() => {
        if (notification.readAt === null) markRead.mutate(notification.id);
      }}
      className="block rounded-md px-3 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <NotificationSummary notification={notification} />
    </Link>
  );
}

/**
 * Notifications (`/notifications`, issue #15): everything that happened for the user, newest
 * first, page by page with "Load more"; each opens its thing and is marked read, and "Mark all
 * read" clears the bell. Updated live from the realtime channel.
 */
export function NotificationsPage() {
  const t = useT();
  const notifications = useNotifications();
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <PageHeader
        title={t('Notifications')}
        description={t(
          'Bids, decisions, messages and answers about your requests. E-mails about them follow your settings.',
        )}
        actions={
          <Button
            variant="outline"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {t('Mark all read')}
          </Button>
        }
      />
      {notifications.isPending ? (
        <CardListSkeleton count={4} label={t('Loading your notifications')} />
      ) : notifications.isError ? (
        <QueryErrorState
          title={t("Couldn't load your notifications")}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={t('No notifications yet')}
          description={t(
            'When a hospital bids, a patient decides or someone writes to you, it shows up here.',
          )}
          titleAs="h2"
        />
      ) : (
        <>
          <ul className="divide-y rounded-lg border bg-card" aria-label={t('Notifications')}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasNextPage={notifications.hasNextPage}
            isFetchingNextPage={notifications.isFetchingNextPage}
            fetchNextPage={notifications.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}
