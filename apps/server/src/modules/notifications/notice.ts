import type { Language } from '@stride/contracts';

/**
 * What a feature hands the delivery module. Each type has its wording in notice-texts.ts (per language);
 * adding a type means adding it here and there (TypeScript points at every place that must change).
 */
export const NOTICE_TYPES = [
  'event_updated',
  'event_cancelled',
  'waitlist_promoted',
  // A moderator hid or removed something the runner posted (issue 12).
  'content_hidden',
  'content_removed',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

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

export interface Notice {
  userId: string;
  type: NoticeType;
  event: NoticeEvent | null;
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
}
