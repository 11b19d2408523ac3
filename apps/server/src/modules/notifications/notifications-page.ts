import { INTL_LOCALES, noticeWhen, noticeWords, type Language, type Notification } from '@stride/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { notFound } from '../../lib/errors.ts';
import {
  sendHtml,
  viewerOf,
  type PageHtml,
  type PreviewIcon,
  type PreviewText,
} from '../../lib/page-html.ts';

/*
 * The Alerts page's largest text is its first notification or its empty state, which the web app could
 * only show once the list had come and React had rendered (issue 30: LCP 3.1 s on a phone). For a
 * signed-in runner the server has the list, so it paints the page's top and its first notifications from
 * the HTML in the account's language, exactly as the page (apps/web/src/features/notifications/pages/
 * Notifications.tsx and components/notification-item.tsx) renders them; both sides are held to
 * notifications-top.golden.json beside the page. The words come from the contracts' noticeWords, which
 * the page uses too. The app's first render waits for the same list (preloaded), so it replaces the
 * paint with the same markup.
 */

/** Enough to fill a tall phone's screen; the app renders the rest. */
export const PAINTED_NOTICES = 8;

/**
 * The app's home zone, for a notice's full time in its tooltip: the server does not know the browser's
 * zone, and the app's first render writes the tooltip in it a moment later (nobody hovers before that).
 */
export const PAINT_TIME_ZONE = 'Australia/Sydney';

const BUTTON =
  'items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';
/** The page's buttons as tailwind-merge leaves their classes (components/ui/button-variants.ts). */
const CLASSES = {
  markAll: `inline-flex shrink-0 ${BUTTON} border border-input bg-background hover:bg-accent hover:text-accent-foreground h-10 px-4 py-2`,
  // Everything read: aria-disabled, and no hover colour.
  markAllDone: `inline-flex shrink-0 ${BUTTON} border border-input bg-background hover:text-accent-foreground h-10 px-4 py-2 cursor-default opacity-50 hover:bg-background`,
  findRuns: `inline-flex shrink-0 ${BUTTON} bg-primary text-primary-foreground hover:bg-primary-hover h-10 px-4 py-2`,
  toggle: `inline-flex ${BUTTON} hover:bg-accent hover:text-accent-foreground h-8 px-3 relative z-10 -my-1 shrink-0 max-sm:size-10 max-sm:px-0`,
  stretched:
    'text-left after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring',
};

const attr = (value: string) => escapeHtml(value);

/** A translation that must exist: a missing one stops the paint (the app renders the page alone). */
class MissingText extends Error {}

/** i18next's plural forms: `key_one`, `key_other`… by the language's plural rules. */
function plural(text: PreviewText, key: string, count: number, language: Language): string | undefined {
  const form = new Intl.PluralRules(INTL_LOCALES[language]).select(count);
  return text(`${key}_${form}`, { count }) ?? text(`${key}_other`, { count });
}

/** An event day ('YYYY-MM-DD') in the web's numeric style (lib/format.ts formatDate), read as a calendar day. */
function numericDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

interface Painter {
  t: (key: string, values?: Record<string, string | number>) => string;
  icon: (name: string, className?: string) => string;
  language: Language;
  now: number;
}

function noticeHtml(n: Notification, { t, icon, language, now }: Painter): string {
  const words = noticeWords(n, t, (day) => numericDay(day, language));
  const when = noticeWhen(n.createdAt, language, now, PAINT_TIME_ZONE);
  const unread = !n.isRead;
  const messageId = `notice-${n.id}-message`;
  const detailsId = `notice-${n.id}-details`;
  const describedBy = words.details.length ? `${messageId} ${detailsId}` : messageId;
  const label = `${unread ? `<span class="sr-only">${escapeHtml(t('notifications:item.unread'))}</span> ` : ''}${escapeHtml(words.title)}`;
  const opener = words.to
    ? `<a aria-describedby="${describedBy}" class="${attr(CLASSES.stretched)}" href="${attr(words.to)}" data-discover="true">${label}</a>`
    : `<button type="button" aria-describedby="${describedBy}" class="${attr(CLASSES.stretched)}">${label}</button>`;
  const details = words.details.length
    ? `<p id="${detailsId}" class="mt-1 text-sm break-words text-foreground">${words.details
        .map((line) => `<span class="block">${escapeHtml(line)}</span>`)
        .join('')}</p>`
    : '';
  const badge = unread
    ? `<span aria-hidden="true" class="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground"><span class="size-1.5 rounded-full bg-current"></span>${escapeHtml(t('notifications:item.new'))}</span>`
    : '';
  const toggleLabel = unread
    ? t('notifications:item.markReadLabel', { title: words.title })
    : t('notifications:item.markUnreadLabel', { title: words.title });
  return [
    `<li data-testid="notification-item" data-unread="${unread}" class="relative flex items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 sm:gap-4 ${unread ? 'border-l-4 border-l-primary bg-accent/30' : 'bg-card'}">`,
    `<span aria-hidden="true" class="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground'}">${icon(words.icon, 'size-5')}</span>`,
    '<div class="min-w-0 flex-1">',
    `<h2 class="text-base leading-snug ${unread ? 'font-bold' : 'font-medium'}">${opener}</h2>`,
    `<p id="${messageId}" class="mt-1 text-sm break-words text-muted-foreground">${escapeHtml(words.message)}</p>`,
    details,
    `<p class="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">${badge}<time datetime="${attr(n.createdAt)}" title="${attr(when.exact)}">${escapeHtml(when.ago)}</time></p>`,
    '</div>',
    `<button data-slot="button" class="${attr(CLASSES.toggle)}" type="button" aria-label="${attr(toggleLabel)}">`,
    icon(unread ? 'MailOpen' : 'Mail'),
    `<span aria-hidden="true" class="max-sm:hidden">${escapeHtml(t(unread ? 'notifications:item.markRead' : 'notifications:item.markUnread'))}</span>`,
    '</button></li>',
  ].join('');
}

function emptyHtml({ t, icon }: Painter): string {
  return [
    '<section class="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">',
    `<span aria-hidden="true" class="mb-4 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">${icon('BellRing', 'size-7')}</span>`,
    `<h2 class="text-xl font-semibold">${escapeHtml(t('notifications:empty.title'))}</h2>`,
    `<p class="mt-2 max-w-md text-muted-foreground">${escapeHtml(t('notifications:empty.description'))}</p>`,
    `<div class="mt-6"><a data-slot="button" class="${attr(CLASSES.findRuns)}" href="/" data-discover="true">${escapeHtml(t('notifications:empty.findEvents'))}</a></div>`,
    '</section>',
  ].join('');
}

/**
 * The Alerts page's container: its heading, the unread count, mark-all-read, and the first notifications
 * (or the empty state), newest first as `list` comes; undefined when a text or icon is missing.
 */
export function noticesTopHtml(
  list: readonly Notification[],
  text: PreviewText,
  icon: PreviewIcon,
  language: Language,
  now: number,
): string | undefined {
  const painter: Painter = {
    t: (key, values) => {
      const value = text(key, values);
      if (value === undefined) throw new MissingText(key);
      return value;
    },
    icon: (name, className) => {
      const svg = icon(name, className);
      if (svg === undefined) throw new MissingText(name);
      return svg;
    },
    language,
    now,
  };
  const { t } = painter;
  try {
    const unread = list.filter((n) => !n.isRead).length;
    const status =
      unread > 0
        ? plural(text, 'notifications:unreadCount', unread, language)
        : list.length > 0
          ? t('notifications:allRead')
          : '';
    if (status === undefined) return undefined;
    const markAll =
      list.length > 0
        ? `<button data-slot="button" class="${attr(unread === 0 ? CLASSES.markAllDone : CLASSES.markAll)}" type="button" aria-disabled="${unread === 0}">${painter.icon('CheckCheck')}${escapeHtml(t('notifications:markAllRead'))}</button>`
        : '';
    const body =
      list.length === 0
        ? emptyHtml(painter)
        : `<ul aria-label="${attr(t('notifications:listLabel'))}" class="space-y-3">${list
            .slice(0, PAINTED_NOTICES)
            .map((n) => noticeHtml(n, painter))
            .join('')}</ul>`;
    return [
      '<div class="mx-auto max-w-3xl space-y-6 px-4 py-8">',
      '<header class="flex flex-wrap items-end justify-between gap-x-4 gap-y-3"><div>',
      `<h1 class="text-3xl font-bold tracking-tight">${escapeHtml(t('common:pageTitles.notifications'))}</h1>`,
      `<p role="status" class="mt-1 min-h-6 text-muted-foreground">${escapeHtml(status)}</p>`,
      `</div>${markAll}</header>`,
      body,
      '</div>',
    ].join('');
  } catch (error) {
    if (error instanceof MissingText) return undefined;
    throw error;
  }
}

export const notificationsPageRoutes: FastifyPluginAsync<{ pages: PageHtml }> = async (app, { pages }) => {
  const { notifications } = app.services;
  app.get('/notifications', { schema: { hide: true } }, async (request, reply) => {
    // Signed out, or if the list cannot be read, the page comes as it is built; the app shows the rest.
    const list = request.user
      ? await notifications.list(request.user.id).catch((error: unknown) => {
          request.log.warn({ err: error }, 'notifications page: no list to paint');
          return undefined;
        })
      : undefined;
    const now = Date.now();
    const html = pages.render('/notifications', request.headers['accept-language'], {
      ...viewerOf(request),
      // The app renders a list with its items' chunk, loaded only when there is a list.
      dataFiles: list !== undefined && list.length > 0,
      paint: list && ((text, language, icon) => noticesTopHtml(list, text, icon, language as Language, now)),
    });
    if (html === undefined) throw notFound('errors.fileNotFound');
    return sendHtml(request, reply, html);
  });
};
