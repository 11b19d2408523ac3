import type { Notification } from '@stride/contracts';
import { BellRing, CheckCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/get-notifications';
import { NotificationItem } from '../components/notification-item';

/** "5 minutes ago" should not stay "now" while the page is open: re-render the times every minute. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function LoadingList() {
  const { t } = useTranslation('notifications');
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {t('notifications:loading')}
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 rounded-lg border p-4 sm:gap-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('notifications');
  return (
    <section className="flex flex-col items-center rounded-lg border border-dashed px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <BellRing className="size-7" />
      </span>
      <h2 className="text-xl font-semibold">{t('notifications:empty.title')}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{t('notifications:empty.description')}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t('notifications:empty.findEvents')}</Link>
      </Button>
    </section>
  );
}

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <section
      role="alert"
      className="flex flex-col items-center rounded-lg border border-destructive/40 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mb-3 size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{t('notifications:error.title')}</h2>
      <p className="mt-1 text-muted-foreground">{t('notifications:error.description')}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'motion-safe:animate-spin')} />
        {t('notifications:error.retry')}
      </Button>
    </section>
  );
}

/** /notifications: the runner's notifications, newest first, with read/unread and mark-all-read. */
export default function Notifications() {
  const { t } = useTranslation('notifications');
  usePageTitle('common:pageTitles.notifications');
  const query = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

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
        <LoadingList />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label={t('notifications:listLabel')} className="space-y-3">
          {list.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} onOpen={open} onToggleRead={toggle} />
          ))}
        </ul>
      )}
    </div>
  );
}
