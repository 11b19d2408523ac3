import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

const web = useWebApp();
const db = () => web.ctx.database.db;

const PRELOAD = '<link rel="preload" href="/api/notifications" as="fetch" crossorigin="use-credentials">';
const ITEMS = '<link rel="modulepreload" href="/assets/notification-item.js" fetchpriority="low">';
const status = (html: string) => /<p role="status"[^>]*>(.*?)<\/p>/.exec(html)?.[1];
const message = (html: string) => /<p id="notice-\d+-message"[^>]*>(.*?)<\/p>/.exec(html)?.[1];

async function notify(userId: string, title: string) {
  const event = await createEvent(db(), { title, date: '2027-03-12' });
  const [row] = await db()
    .insert(notifications)
    .values({
      userId,
      eventId: event.id,
      type: 'event_updated',
      title: 'Event updated',
      message: `${title} has been updated.`,
    })
    .returning();
  return row!;
}

describe('GET /notifications', () => {
  it("paints the runner's first notifications in their language, escaped, for them only (issue 30)", async () => {
    const { user, headers } = await signedInUser(db(), { language: 'fr' });
    const notice = await notify(user.id, 'Tom & <b>"Jerry\'s"</b>');
    const page = await web.ctx.app.inject({ url: '/notifications', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" data-language="account">');
    expect(status(page.body)).toBe('1 non lue');
    expect(message(page.body)).toBe(
      'Tom &amp; &lt;b&gt;&quot;Jerry&#39;s&quot;&lt;/b&gt; du 12/03/2027 a changé.',
    );
    expect(page.body).toContain(`href="/events/${notice.eventId}" data-discover="true">`);
    expect(page.body).toContain('<svg class="lucide lucide-calendar-clock size-5">');
    expect(page.body).toContain(PRELOAD);
    expect(page.body).toContain(ITEMS);
    // The runner's own list: never kept by a shared cache.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('cookie');

    const other = await signedInUser(db());
    const theirs = await web.ctx.app.inject({ url: '/notifications', headers: other.headers });
    expect(theirs.body).not.toContain('Jerry');
    expect(theirs.body).not.toContain('<li ');
  });

  it('paints the empty state when there is nothing', async () => {
    const { headers } = await signedInUser(db());
    const page = await web.ctx.app.inject({ url: '/notifications', headers });
    expect(page.body).toContain('<h2 class="text-xl font-semibold">You&#39;re all caught up</h2>');
    expect(page.body).toContain('<p class="mt-2 max-w-md text-muted-foreground">Nothing new for now.</p>');
    expect(page.body).toContain('<svg class="lucide lucide-bell-ring size-7">');
    expect(page.body).toContain('href="/" data-discover="true">Find a run</a>');
    // Nothing to list: the items' code is not needed.
    expect(page.body).not.toContain(ITEMS);
  });

  it('paints nothing signed out, or when a text is missing in the language', async () => {
    const signedOut = await web.ctx.app.inject({ url: '/notifications' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).not.toContain('<h1');
    expect(signedOut.body).not.toContain('rel="preload"');
    expect(signedOut.headers['cache-control']).toBe('no-cache');

    // The test build has no French empty state: the page comes as built, the app renders it.
    const { headers } = await signedInUser(db(), { language: 'fr' });
    const page = await web.ctx.app.inject({ url: '/notifications', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<section');
    expect(page.body).toContain(PRELOAD);
  });
});
