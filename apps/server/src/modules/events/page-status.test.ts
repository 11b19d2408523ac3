import { describe, expect, it } from 'vitest';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { useWebApp } from '../../../test/helpers/web-app.ts';

// Issue 16: every unknown path answered 200 with the not-found page, so crawlers indexed it.
const web = useWebApp();

const page = (url: string) => web.ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('status of the web pages', () => {
  it('answers the app with 200 for its routes, with or without a query or trailing slash', async () => {
    for (const url of [
      '/',
      '/auth?mode=register',
      '/create',
      '/events/12/edit',
      '/news/some-story',
      '/faqs/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('answers the app (its not-found page) with 404 for any other path', async () => {
    for (const url of ['/no-such-page', '/events', '/events/12/edit/more', '/create/extra', '/%E2%9C%93']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an event page with 200, and an unknown event with 404', async () => {
    const event = await createEvent(web.ctx.database.db);
    expect((await page(`/events/${event.id}`)).statusCode).toBe(200);
    expect((await page('/events/987654')).statusCode).toBe(404);
    expect((await page('/events/not-a-number')).statusCode).toBe(404);
  });

  it("paints a signed-in runner's page top in their account's language (issue 30)", async () => {
    const { headers } = await signedInUser(web.ctx.database.db, { language: 'fr' });
    const res = await web.ctx.app.inject({
      method: 'GET',
      url: '/my-events',
      headers: { ...headers, accept: 'text/html', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr" data-language="account">');
    expect(res.body).toContain('<h1 class="text-3xl font-bold">Mes événements &amp; &lt;courses&gt;</h1>');
    // Signed out, the same page is the splash: the visitor's language is not known before a script runs.
    const anonymous = await page('/my-events');
    expect(anonymous.body).not.toContain('Mes événements');
    expect(anonymous.body).toContain('<div id="root"></div>');
  });
});
