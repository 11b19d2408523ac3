import type { Notification } from '@stride/contracts';
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import type { TranslationKey } from '@/i18n/keys';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from '../lib/relative-time';
import { noticeDetailLines } from '../lib/notice-details';

/*
 * The server stores its texts in English; the kinds it knows are worded in the runner's language from
 * the event's title and date. Unknown kinds (or a notification whose event is gone) show the stored text.
 */
const KINDS: Record<
  string,
  { titleKey: TranslationKey; messageKey: TranslationKey; genericKey?: TranslationKey; icon: LucideIcon }
> = {
  event_updated: {
    titleKey: 'notifications:types.eventUpdated',
    messageKey: 'notifications:messages.eventUpdated',
    icon: CalendarClock,
  },
  event_cancelled: {
    titleKey: 'notifications:types.eventCancelled',
    messageKey: 'notifications:messages.eventCancelled',
    icon: CalendarX,
  },
  waitlist_promoted: {
    titleKey: 'notifications:types.waitlistPromoted',
    messageKey: 'notifications:messages.waitlistPromoted',
    icon: PartyPopper,
  },
  event_removed: {
    titleKey: 'notifications:types.eventRemoved',
    messageKey: 'notifications:messages.eventRemoved',
    icon: CalendarX,
  },
  event_reminder: {
    titleKey: 'notifications:types.eventReminder',
    messageKey: 'notifications:messages.eventReminder',
    icon: AlarmClock,
  },
  run_invite: {
    titleKey: 'notifications:types.runInvite',
    messageKey: 'notifications:messages.runInvite',
    icon: CalendarPlus,
  },
  club_event_created: {
    titleKey: 'notifications:types.clubEventCreated',
    messageKey: 'notifications:messages.clubEventCreated',
    icon: Users,
  },
  // A moderator acted on something the runner posted (issue 12); not always about an event.
  content_hidden: {
    titleKey: 'notifications:types.contentHidden',
    messageKey: 'notifications:messages.contentHidden',
    genericKey: 'notifications:messages.contentHiddenGeneric',
    icon: ShieldAlert,
  },
  content_removed: {
    titleKey: 'notifications:types.contentRemoved',
    messageKey: 'notifications:messages.contentRemoved',
    genericKey: 'notifications:messages.contentRemovedGeneric',
    icon: ShieldAlert,
  },
};

/** Social notices are about a runner rather than an event: worded with their first name. */
const SOCIAL_KINDS: Record<
  string,
  { titleKey: TranslationKey; messageKey: TranslationKey; icon: LucideIcon; to: string }
> = {
  buddy_request: {
    titleKey: 'notifications:types.buddyRequest',
    messageKey: 'notifications:messages.buddyRequest',
    icon: UserPlus,
    to: '/buddy-matching',
  },
  buddy_accepted: {
    titleKey: 'notifications:types.buddyAccepted',
    messageKey: 'notifications:messages.buddyAccepted',
    icon: Handshake,
    to: '/training-partners',
  },
  test_notification: {
    titleKey: 'notifications:types.testNotification',
    messageKey: 'notifications:messages.testNotification',
    icon: BellRing,
    to: '/notification-preferences',
  },
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
  const messageId = useId();
  const social = SOCIAL_KINDS[n.type];
  const kind = KINDS[n.type] ?? social;
  // A completed club challenge (issue 29) is about the challenge, named in its details.
  const challenge = n.type === 'challenge_completed' ? n.details?.challenge : undefined;
  const Icon = challenge ? Trophy : (kind?.icon ?? Bell);
  const title = challenge ? t('notifications:types.challengeCompleted') : kind ? t(kind.titleKey) : n.title;
  const name = n.actor?.firstName ?? t('notifications:someone');
  const message = challenge
    ? t('notifications:messages.challengeCompleted', {
        title: challenge.title,
        interpolation: { escapeValue: false },
      })
    : kind && (n.event || social)
      ? t(kind.messageKey, {
          title: n.event?.title ?? '',
          date: n.event ? format.date(n.event.date) : '',
          name,
          interpolation: { escapeValue: false },
        })
      : kind && 'genericKey' in kind && kind.genericKey
        ? t(kind.genericKey)
        : n.message;
  const details = noticeDetailLines(t, (d) => format.date(d), n.details);
  const detailsId = `${messageId}-details`;
  const to =
    n.eventId != null ? `/events/${n.eventId}` : challenge ? `/runclubs/${challenge.clubId}` : social?.to;
  const describedBy = details.length ? `${messageId} ${detailsId}` : messageId;
  const unread = !n.isRead;
  const createdAt = new Date(n.createdAt);

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
          <time dateTime={n.createdAt} title={`${format.date(createdAt, 'long')}, ${format.time(createdAt)}`}>
            {formatRelativeTime(createdAt, format.language, now)}
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
