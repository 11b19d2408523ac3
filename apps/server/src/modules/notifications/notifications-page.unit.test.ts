import { readFileSync } from 'node:fs';
import type { Notification } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { iconsIn, textsIn } from '../../lib/page-html.ts';
import { PAINT_TIME_ZONE, PAINTED_NOTICES, noticesTopHtml } from './notifications-page.ts';

// The web's Notifications page is held to the same file (notifications-top.test.tsx): both sides render
// its cases, and the web test checks its icons against lucide's.
const GOLDEN = new URL(
  '../../../../web/src/features/notifications/pages/notifications-top.golden.json',
  import.meta.url,
);
const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as {
  language: 'en';
  timeZone: string;
  now: string;
  icons: Record<string, string>;
  cases: { name: string; list: Notification[]; html: string }[];
};

/** Every text of a locale file, by full key, as the web build writes a route's texts. */
function flatten(node: unknown, prefix: string): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.assign(
    {},
    ...Object.entries(node as Record<string, unknown>).map(([k, v]) =>
      flatten(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`),
    ),
  );
}
const locale = (language: string, namespace: string) =>
  flatten(
    JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${language}/${namespace}.json`, import.meta.url),
        'utf8',
      ),
    ),
    `${namespace}:`,
  );
const texts = (language: string) => ({ ...locale(language, 'common'), ...locale(language, 'notifications') });
const text = (language: string) => textsIn({ [language]: texts(language) }, language);
const icon = iconsIn(golden.icons);
const now = Date.parse(golden.now);

describe('noticesTopHtml', () => {
  it('paints the Alerts page as the web renders it', () => {
    expect(golden.timeZone).toBe(PAINT_TIME_ZONE);
    for (const { name, list, html } of golden.cases)
      expect(noticesTopHtml(list, text(golden.language), icon, golden.language, now), name).toBe(html);
  });

  it('paints only the first notifications', () => {
    const [first] = golden.cases.find((c) => c.list.length > 0)!.list;
    const many = Array.from({ length: PAINTED_NOTICES + 3 }, (_, i) => ({ ...first!, id: i + 1 }));
    const html = noticesTopHtml(many, text('en'), icon, 'en', now)!;
    expect(html.match(/<li /g)).toHaveLength(PAINTED_NOTICES);
    // The count is of the whole list.
    expect(html).toContain(`>${PAINTED_NOTICES + 3} unread</p>`);
  });

  it("words the count with the language's plural forms", () => {
    const [first] = golden.cases.find((c) => c.list.length > 0)!.list;
    const unread = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...first!, id: i + 1, isRead: false }));
    const status = (html: string | undefined) => /role="status"[^>]*>(.*?)<\/p>/.exec(html ?? '')?.[1];
    expect(status(noticesTopHtml(unread(1), text('fr'), icon, 'fr', now))).toBe('1 non lue');
    expect(status(noticesTopHtml(unread(2), text('fr'), icon, 'fr', now))).toBe('2 non lues');
    expect(status(noticesTopHtml(unread(3), text('ja'), icon, 'ja', now))).toBe('未読 3 件');
  });

  it('paints nothing when a text or an icon is missing', () => {
    const [first] = golden.cases.find((c) => c.list.length > 0)!.list;
    expect(noticesTopHtml([first!], textsIn({}, 'en'), icon, 'en', now)).toBeUndefined();
    expect(noticesTopHtml([first!], text('en'), iconsIn({}), 'en', now)).toBeUndefined();
  });
});
