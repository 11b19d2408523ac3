/**
 * What a feature hands the delivery module. Each type has its wording in notice-texts.ts (per language);
 * adding a type means adding it here and there (TypeScript points at every place that must change).
 */
export const NOTICE_TYPES = [
  'event_updated',
  'event_cancelled',
  'waitlist_promoted',
  'club_event_created',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The event a notice is about, as it stands when the notice is written. */
export interface NoticeEvent {
  id: number;
  title: string;
  date: string;
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
  /** The language e-mails are written in (issue 12 stores the runner's own; until then English). */
  language: NoticeLanguage;
}

/** Languages notice texts exist in (notice-texts.ts); the web has all eight, e-mail English so far. */
export type NoticeLanguage = 'en';

/** A stored notice, read back by a delivery job: the in-app row with its event as it stands now. */
export interface StoredNotice {
  id: number;
  type: NoticeType;
  event: NoticeEvent | null;
}
