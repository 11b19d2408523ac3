import type { EventChange, Notification } from './community.ts';
import { CLOCK_FORMAT, INTL_LOCALES, LONG_DATE_FORMAT, type Language } from './options.ts';
import { formatRelativeTime } from './relative-time.ts';

/*
 * How a notification reads on the Alerts page, in the reader's language: the web's NotificationItem
 * renders it, and the server paints the page's first notifications from the HTML with the same words
 * (issue 30; apps/server/src/modules/notifications/notifications-page.ts). Zod-free: the web page needs
 * it without the schemas.
 *
 * The server stores its texts in English; the kinds it knows are worded in the runner's language from
 * the event's title and date. Unknown kinds (or a notification whose event is gone) show the stored text.
 */

/** The lucide icon each kind shows (the web maps these names to its icon components). */
export type NoticeIcon =
  | 'AlarmClock'
  | 'Bell'
  | 'BellRing'
  | 'CalendarClock'
  | 'CalendarPlus'
  | 'CalendarX'
  | 'Handshake'
  | 'PartyPopper'
  | 'ShieldAlert'
  | 'Trophy'
  | 'UserPlus'
  | 'Users';

interface NoticeKind {
  title: string;
  message: string;
  /** Worded without its event (moderation notices about something that is not an event). */
  generic?: string;
  icon: NoticeIcon;
}

const KINDS: Record<string, NoticeKind> = {
  event_updated: {
    title: 'notifications:types.eventUpdated',
    message: 'notifications:messages.eventUpdated',
    icon: 'CalendarClock',
  },
  event_cancelled: {
    title: 'notifications:types.eventCancelled',
    message: 'notifications:messages.eventCancelled',
    icon: 'CalendarX',
  },
  waitlist_promoted: {
    title: 'notifications:types.waitlistPromoted',
    message: 'notifications:messages.waitlistPromoted',
    icon: 'PartyPopper',
  },
  event_removed: {
    title: 'notifications:types.eventRemoved',
    message: 'notifications:messages.eventRemoved',
    icon: 'CalendarX',
  },
  event_reminder: {
    title: 'notifications:types.eventReminder',
    message: 'notifications:messages.eventReminder',
    icon: 'AlarmClock',
  },
  run_invite: {
    title: 'notifications:types.runInvite',
    message: 'notifications:messages.runInvite',
    icon: 'CalendarPlus',
  },
  club_event_created: {
    title: 'notifications:types.clubEventCreated',
    message: 'notifications:messages.clubEventCreated',
    icon: 'Users',
  },
  // A moderator acted on something the runner posted (issue 12); not always about an event.
  content_hidden: {
    title: 'notifications:types.contentHidden',
    message: 'notifications:messages.contentHidden',
    generic: 'notifications:messages.contentHiddenGeneric',
    icon: 'ShieldAlert',
  },
  content_removed: {
    title: 'notifications:types.contentRemoved',
    message: 'notifications:messages.contentRemoved',
    generic: 'notifications:messages.contentRemovedGeneric',
    icon: 'ShieldAlert',
  },
};

/** Social notices are about a runner rather than an event: worded with their first name. */
const SOCIAL_KINDS: Record<string, NoticeKind & { to: string }> = {
  buddy_request: {
    title: 'notifications:types.buddyRequest',
    message: 'notifications:messages.buddyRequest',
    icon: 'UserPlus',
    to: '/buddy-matching',
  },
  buddy_accepted: {
    title: 'notifications:types.buddyAccepted',
    message: 'notifications:messages.buddyAccepted',
    icon: 'Handshake',
    to: '/training-partners',
  },
  test_notification: {
    title: 'notifications:types.testNotification',
    message: 'notifications:messages.testNotification',
    icon: 'BellRing',
    to: '/notification-preferences',
  },
};

const FIELDS: Record<EventChange['field'], string> = {
  title: 'notifications:details.fields.title',
  date: 'notifications:details.fields.date',
  time: 'notifications:details.fields.time',
  place: 'notifications:details.fields.place',
  meetingPoint: 'notifications:details.fields.meetingPoint',
};

/**
 * A translation by full key with its `{{placeholders}}` filled, unescaped (the caller escapes, or React
 * does): i18next's `t` with `escapeValue: false` on the web, the route's texts on the server.
 */
export type NoticeTranslate = (key: string, values?: Record<string, string>) => string;

/**
 * A notice's details as lines in the reader's language: what an edit changed ("Time: 06:00 → 07:30")
 * and the organiser's word with a cancellation (issue 28). The server words its e-mails the same way.
 */
export function noticeDetailLines(
  t: NoticeTranslate,
  formatDate: (day: string) => string,
  details: Notification['details'],
): string[] {
  if (!details) return [];
  const value = (change: EventChange, v: string | null) =>
    !v ? t('notifications:details.none') : change.field === 'date' ? formatDate(v) : v;
  const lines = (details.changes ?? []).map((c) =>
    t('notifications:details.change', {
      field: t(FIELDS[c.field]),
      from: value(c, c.from),
      to: value(c, c.to),
    }),
  );
  if (details.message) lines.push(t('notifications:details.organiserSays', { message: details.message }));
  return lines;
}

export interface NoticeWords {
  title: string;
  message: string;
  details: string[];
  icon: NoticeIcon;
  /** Where opening it leads, if anywhere. */
  to: string | undefined;
}

/** What a notification says and where it leads. `formatDate` writes an event day ('YYYY-MM-DD'). */
export function noticeWords(
  n: Notification,
  t: NoticeTranslate,
  formatDate: (day: string) => string,
): NoticeWords {
  const social = SOCIAL_KINDS[n.type];
  const kind = KINDS[n.type] ?? social;
  // A completed club challenge (issue 29) is about the challenge, named in its details.
  const challenge = n.type === 'challenge_completed' ? n.details?.challenge : undefined;
  const icon: NoticeIcon = challenge ? 'Trophy' : (kind?.icon ?? 'Bell');
  const title = challenge ? t('notifications:types.challengeCompleted') : kind ? t(kind.title) : n.title;
  const message = challenge
    ? t('notifications:messages.challengeCompleted', { title: challenge.title })
    : kind && (n.event || social)
      ? t(kind.message, {
          title: n.event?.title ?? '',
          date: n.event ? formatDate(n.event.date) : '',
          name: n.actor?.firstName ?? t('notifications:someone'),
        })
      : kind?.generic
        ? t(kind.generic)
        : n.message;
  const to =
    n.eventId != null ? `/events/${n.eventId}` : challenge ? `/runclubs/${challenge.clubId}` : social?.to;
  return { title, message, details: noticeDetailLines(t, formatDate, n.details), icon, to };
}

const exactFormats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

/**
 * When a notice came: "5 minutes ago", and in full for its tooltip ("Friday 5 March 2027, 6:30 am") in
 * `timeZone` (the reader's own when not given, as in the browser).
 */
export function noticeWhen(
  createdAt: string,
  language: Language,
  now: number,
  timeZone?: string,
): { ago: string; exact: string } {
  const at = new Date(createdAt);
  const key = `${language}|${timeZone ?? ''}`;
  let formats = exactFormats.get(key);
  if (!formats) {
    const locale = INTL_LOCALES[language];
    formats = [
      new Intl.DateTimeFormat(locale, { ...LONG_DATE_FORMAT, timeZone }),
      new Intl.DateTimeFormat(locale, { ...CLOCK_FORMAT, timeZone }),
    ];
    exactFormats.set(key, formats);
  }
  const exact = Number.isNaN(at.getTime()) ? '' : `${formats[0].format(at)}, ${formats[1].format(at)}`;
  return { ago: formatRelativeTime(at, language, now), exact };
}
