import type { EmailKind, EventChange, Language } from '@stride/contracts';

/**
 * What a feature hands the delivery module. Each type has its wording in notice-texts.ts (per language);
 * adding a type means adding it here and there (TypeScript points at every place that must change).
 */
export const NOTICE_TYPES = [
  'event_updated',
  'event_cancelled',
  'waitlist_promoted',
  // The host (or a club run's admins) took the runner off a run, or the host blocked them (issue 25).
  'event_removed',
  // A moderator hid or removed something the runner posted (issue 12).
  'content_hidden',
  'content_removed',
  // Issue 11: reminders before a joined run, buddies, run invites, and the settings page's test.
  'event_reminder',
  'buddy_request',
  'buddy_accepted',
  'run_invite',
  'test_notification',
  'club_event_created',
  // Issue 29: the runner reached the target of a club challenge they joined.
  'challenge_completed',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * Notices that are no use later: a reminder before its run and the settings page's test. They go out
 * as they come even to a runner who chose the daily digest.
 */
export const isTimeBound = (type: NoticeType): boolean =>
  type === 'event_reminder' || type === 'test_notification';

/** The event a notice is about, as it stands when the notice is written. */
export interface NoticeEvent {
  id: number;
  title: string;
  /** The event's local date (YYYY-MM-DD) where it is held. */
  date: string;
  /** Local start time (HH:MM) and the event's time zone, when known: e-mails say when in that zone. */
  time?: string;
  timezone?: string;
}

/** The runner a social notice is about (who sent the buddy request, who invited). */
export interface NoticeActor {
  id: string;
  firstName: string | null;
}

/**
 * What a notice is about beyond its event and actor, kept in `notifications.details` so every channel
 * words it in the reader's language (notice-details.ts): an edit's changes and a cancellation's message
 * (issue 28), the club challenge a runner completed (issue 29).
 */
export interface NoticeDetails {
  changes?: EventChange[];
  /** The organiser's own words (a cancellation's message, at most 500 characters). */
  message?: string;
  challenge?: { id: number; clubId: number; title: string };
}

export interface Notice {
  userId: string;
  type: NoticeType;
  event: NoticeEvent | null;
  actor?: NoticeActor | null;
  details?: NoticeDetails | null;
  /**
   * The runner whose doing the notice reports, when it is not shown as its actor (a club run's
   * author): like the actor, a notice is not written when either blocked the other (issue 25).
   */
  from?: string;
}

/** The channels a notice can reach a runner on besides the in-app list. Web push comes with issue 11. */
export type ChannelName = 'email' | 'push';

/** Who a notice goes to, as the out-of-app channels need them. */
export interface Recipient {
  id: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  /** The language e-mails and push are written in: the runner's own (PUT /api/users/me/language). */
  language: NoticeLanguage;
}

/** Languages notice texts exist in (notice-texts.ts): all eight of the app's. */
export type NoticeLanguage = Language;

/** A stored notice, read back by a delivery job: the in-app row with its event as it stands now. */
export interface StoredNotice {
  id: number;
  type: NoticeType;
  event: NoticeEvent | null;
  actor: NoticeActor | null;
  details: NoticeDetails | null;
  /** When the event starts (reminders go out before it, even in quiet hours). */
  eventStartsAt: Date | null;
}

/** The page a notice opens (the push notification's click, the e-mail's button). */
export function noticePath(
  notice: Pick<StoredNotice, 'type' | 'event'> & { details?: NoticeDetails | null },
): string {
  if (notice.event) return `/events/${notice.event.id}`;
  if (notice.details?.challenge) return `/runclubs/${notice.details.challenge.clubId}`;
  if (notice.type === 'buddy_request') return '/buddy-matching';
  if (notice.type === 'buddy_accepted') return '/training-partners';
  return '/notifications';
}

/**
 * Which kind of notice e-mail each type is (issue 28): its one-click unsubscribe turns exactly that
 * kind off. The settings page's test goes by push only.
 */
export function emailKindOf(type: NoticeType): EmailKind | null {
  switch (type) {
    case 'event_reminder':
      return 'reminders';
    case 'buddy_request':
    case 'buddy_accepted':
      return 'social';
    case 'content_hidden':
    case 'content_removed':
    case 'event_removed':
      return 'account';
    case 'test_notification':
      return null;
    case 'event_updated':
    case 'event_cancelled':
    case 'waitlist_promoted':
    case 'run_invite':
    case 'club_event_created':
    case 'challenge_completed':
      return 'events';
  }
}
