import type { Notification } from '@stride/contracts';
import { BellRing, CheckCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/get-notifications';
import { loadedNoticeItems, loadNoticeItems } from '../lib/notice-items';

/** The items' code while it is still on its way (the first load has it already: lib/notice-items.ts). */
const LazyNotificationItem = lazy(async () => ({ default: (await loadNoticeItems()).NotificationItem }));

/** "5 minutes ago" should not stay "now" while the page is open: re-render the times every minute. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** /notifications: the runner's notifications, newest first, with read/unread and mark-all-read. */
export default function Notifications() {
  const { t } = useTranslation('notifications');
  usePageTitle('common:pageTitles.notifications');
  const query = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  // Chosen once: switching from the lazy one to the loaded one later would remount the items (and lose
  // the focus of a toggle just pressed).
  const [NotificationItem] = useState(() => loadedNoticeItems()?.NotificationItem ?? LazyNotificationItem);

  const list = query.data ?? [];
  const unread = list.filter((n) => !n.isRead).length;
  const failed = () => toast({ title: t('notifications:updateFailed'), variant: 'destructive' });

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate({ id: n.id, isRead: true }, { onError: failed });
  };
  const toggle = (n: Notification) => markRead.mutate({ id: n.id, isRead: !n.isRead }, { onError: failed });
  const readAll = () => {
    // aria-disabled rather than disabled keeps the button focusable once everything is read.
    if (unread > 0) markAll.mutate(undefined, { onError: failed });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('common:pageTitles.notifications')}</h1>
          <p role="status" className="mt-1 min-h-6 text-muted-foreground">
            {query.data &&
              (unread > 0
                ? t('notifications:unreadCount', { count: unread })
                : list.length > 0 && t('notifications:allRead'))}
          </p>
        </div>
        {list.length > 0 && (
          <Button
            variant="outline"
            aria-disabled={unread === 0}
            className={cn(unread === 0 && 'cursor-default opacity-50 hover:bg-background')}
            onClick={readAll}
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications:markAllRead')}
          </Button>
        )}
      </header>

      {query.isPending ? (
        <ListLoading label={t('notifications:loading')} />
      ) : query.isError && !query.data ? (
        <ListError
          title={t('notifications:error.title')}
          description={t('notifications:error.description')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : list.length === 0 ? (
        <ListEmpty
          icon={<BellRing className="size-7" />}
          title={t('notifications:empty.title')}
          description={t('notifications:empty.description')}
          action={
            <Button asChild>
              <Link to="/">{t('notifications:empty.findEvents')}</Link>
            </Button>
          }
        />
      ) : (
        <Suspense fallback={<ListLoading label={t('notifications:loading')} />}>
          <ul aria-label={t('notifications:listLabel')} className="space-y-3">
            {list.map((n) => (
              <NotificationItem key={n.id} notification={n} now={now} onOpen={open} onToggleRead={toggle} />
            ))}
          </ul>
        </Suspense>
      )}
    </div>
  );
}
