import type { Notification } from '@stride/contracts';
import { BellRing, CheckCheck, Mail, MailOpen, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/utils';
import { notificationsQueryOptions } from '../api/get-notifications';
import { NOTICE_ICONS } from '../components/notification-item';
import { loadNoticeItems } from '../lib/notice-items';
import goldenFile from './notifications-top.golden.json';
import Notifications from './Notifications';

/**
 * The server paints the Alerts page's top and first notifications from the HTML (apps/server/src/
 * modules/notifications/notifications-page.ts) and React's first render puts this page in its place:
 * the two must be the same markup, or the page would jump or switch words (issue 30). The server's test
 * renders the same cases to the same HTML, with the icons held here.
 */
interface GoldenCase {
  name: string;
  list: Notification[];
  html: string;
}
const golden = goldenFile as {
  language: string;
  timeZone: string;
  now: string;
  icons: Record<string, string>;
  cases: GoldenCase[];
};

/** Every icon the page draws, by the name the server knows it by (RoutePreload.icons). */
const ICONS: Record<string, LucideIcon> = { ...NOTICE_ICONS, BellRing, CheckCheck, Mail, MailOpen };

// The time's tooltip is in the reader's zone; the server paints it in the app's home zone.
process.env.TZ = golden.timeZone;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(golden.now));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Notifications page top', () => {
  it.each(golden.cases)('renders what the server paints: $name', async ({ list, html }) => {
    await i18n.changeLanguage(golden.language);
    await i18n.loadNamespaces('notifications');
    // As on the app's first load: the first-data loader has the items' code in before the first render.
    await loadNoticeItems();
    const client = createQueryClient();
    client.setQueryData(notificationsQueryOptions.queryKey, list);
    const { container } = renderWithProviders(
      <MemoryRouter>
        <Notifications />
      </MemoryRouter>,
      client,
    );
    const painted = document.createElement('template');
    painted.innerHTML = html;
    expect(container.innerHTML).toBe(painted.innerHTML);
  });

  it("holds the server's icons to lucide's", () => {
    for (const [name, svg] of Object.entries(golden.icons)) {
      const Icon = ICONS[name];
      expect(Icon, name).toBeDefined();
      expect(renderToStaticMarkup(createElement(Icon!)), name).toBe(svg);
    }
  });
});
