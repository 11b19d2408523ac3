import type { NoticeActor, NoticeEvent, NoticeLanguage, NoticeType } from './notice.ts';

interface NoticeText {
  title: string;
  message: string;
}

type Texts = {
  [T in NoticeType]: (event: NoticeEvent | null, actor: NoticeActor | null) => NoticeText;
} & {
  greeting: (firstName: string) => string;
  viewEvent: string;
  open: string;
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
    event_reminder: (e) => ({
      title: 'Run reminder',
      message: e ? `${e.title} is coming up on ${e.date}.` : 'A run you joined is coming up.',
    }),
    buddy_request: (_e, a) => ({
      title: 'New buddy request',
      message: `${a?.firstName ?? 'A runner'} would like to be your running buddy.`,
    }),
    buddy_accepted: (_e, a) => ({
      title: 'Buddy request accepted',
      message: `${a?.firstName ?? 'A runner'} is now your running buddy.`,
    }),
    run_invite: (e, a) => ({
      title: 'Run invitation',
      message: `${a?.firstName ?? 'A runner'} invited you to ${e ? eventName(e) : 'a run'}.`,
    }),
    test_notification: () => ({
      title: 'Test notification',
      message: 'Notifications from Stride reach you here.',
    }),
    greeting: (firstName) => `Hi ${firstName}, `,
    viewEvent: 'View event',
    open: 'Open Stride',
  },
};

export function noticeText(
  language: NoticeLanguage,
  type: NoticeType,
  event: NoticeEvent | null,
  actor: NoticeActor | null = null,
): NoticeText {
  return NOTICE_TEXTS[language][type](event, actor);
}
