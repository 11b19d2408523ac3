import { noticeWhen, noticeWords, type NoticeIcon, type Notification } from '@stride/contracts';
import {
  AlarmClock,
  Bell,
  BellRing,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  Handshake,
  Mail,
  MailOpen,
  PartyPopper,
  ShieldAlert,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import type { TranslationKey } from '@/i18n/keys';
import { cn } from '@/lib/utils';

/** Each kind's icon (contracts' noticeWords names it; the server paints the same, by name). */
export const NOTICE_ICONS: Record<NoticeIcon, LucideIcon> = {
  AlarmClock,
  Bell,
  BellRing,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  Handshake,
  PartyPopper,
  ShieldAlert,
  Trophy,
  UserPlus,
  Users,
};

// The title's link or button stretches over the whole card (::after), so a tap anywhere opens it; the
// read/unread toggle sits above that layer.
const stretched = cn(
  'text-left after:absolute after:inset-0 after:rounded-lg after:content-[""]',
  'focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring',
);

export interface NotificationItemProps {
  notification: Notification;
  now: number;
  /** Marks it read as it is opened. */
  onOpen: (notification: Notification) => void;
  onToggleRead: (notification: Notification) => void;
}

export function NotificationItem({ notification: n, now, onOpen, onToggleRead }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const words = noticeWords(
    n,
    (key, values) => t(key as TranslationKey, { ...values, interpolation: { escapeValue: false } }),
    (day) => format.date(day),
  );
  const { title, message, details, to } = words;
  const Icon = NOTICE_ICONS[words.icon];
  const when = noticeWhen(n.createdAt, format.language, now);
  // Ids from the notice rather than useId: the server paints the same list (notifications-page.ts).
  const messageId = `notice-${n.id}-message`;
  const detailsId = `notice-${n.id}-details`;
  const describedBy = details.length ? `${messageId} ${detailsId}` : messageId;
  const unread = !n.isRead;

  const label = (
    <>
      {unread && <span className="sr-only">{t('notifications:item.unread')}</span>}
      {unread && ' '}
      {title}
    </>
  );

  return (
    <li
      data-testid="notification-item"
      data-unread={unread}
      className={cn(
        'relative flex items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 sm:gap-4',
        unread ? 'border-l-4 border-l-primary bg-accent/30' : 'bg-card',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className={cn('text-base leading-snug', unread ? 'font-bold' : 'font-medium')}>
          {to ? (
            <Link to={to} aria-describedby={describedBy} className={stretched} onClick={() => onOpen(n)}>
              {label}
            </Link>
          ) : (
            <button
              type="button"
              aria-describedby={describedBy}
              className={stretched}
              onClick={() => onOpen(n)}
            >
              {label}
            </button>
          )}
        </h2>
        <p id={messageId} className="mt-1 text-sm break-words text-muted-foreground">
          {message}
        </p>
        {details.length > 0 && (
          // Lines of one description, not a list: the notifications list's items stay one per notice.
          <p id={detailsId} className="mt-1 text-sm break-words text-foreground">
            {details.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
        )}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {unread && (
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground"
            >
              <span className="size-1.5 rounded-full bg-current" />
              {t('notifications:item.new')}
            </span>
          )}
          <time dateTime={n.createdAt} title={when.exact}>
            {when.ago}
          </time>
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="relative z-10 -my-1 shrink-0 max-sm:size-10 max-sm:px-0"
        aria-label={
          unread
            ? t('notifications:item.markReadLabel', { title })
            : t('notifications:item.markUnreadLabel', { title })
        }
        onClick={() => onToggleRead(n)}
      >
        {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
        <span aria-hidden="true" className="max-sm:hidden">
          {unread ? t('notifications:item.markRead') : t('notifications:item.markUnread')}
        </span>
      </Button>
    </li>
  );
}
