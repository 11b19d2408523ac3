import type { NoticeEvent, NoticeLanguage, NoticeType } from './notice.ts';

interface NoticeText {
  title: string;
  message: string;
}

type Texts = {
  [T in NoticeType]: (event: NoticeEvent | null) => NoticeText;
} & {
  greeting: (firstName: string) => string;
  viewEvent: string;
};

const eventName = (e: NoticeEvent | null) => (e ? `${e.title} on ${e.date}` : 'Your event');

/**
 * The words of every notice, per language: the in-app row keeps the English (the web words it again in
 * the runner's language from its type and event); e-mails are written in the recipient's language.
 * A new language is one more entry here (issue 12); a new notice type one more line per language.
 */
export const NOTICE_TEXTS: Record<NoticeLanguage, Texts> = {
  en: {
    event_updated: (e) => ({ title: 'Event updated', message: `${eventName(e)} has been updated.` }),
    event_cancelled: (e) => ({ title: 'Event cancelled', message: `${eventName(e)} has been cancelled.` }),
    waitlist_promoted: (e) => ({
      title: "You're in!",
      message: `A place opened up at ${e?.title ?? 'your event'} and it is yours.`,
    }),
    club_event_created: (e) => ({
      title: 'New club run',
      message: `Your club has posted ${eventName(e)}.`,
    }),
    greeting: (firstName) => `Hi ${firstName}, `,
    viewEvent: 'View event',
  },
};

export function noticeText(
  language: NoticeLanguage,
  type: NoticeType,
  event: NoticeEvent | null,
): NoticeText {
  return NOTICE_TEXTS[language][type](event);
}
