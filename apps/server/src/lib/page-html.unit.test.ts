import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebDist } from '../../test/helpers/web-dist.ts';
import { PageHtml, preloadLanguages } from './page-html.ts';

let dist: string;
beforeAll(() => {
  dist = createWebDist();
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]);

describe('PageHtml', () => {
  it("preloads the shell, the route's chunks and its translations in the visitor's language", () => {
    const html = new PageHtml(dist).render('/about', 'fr-FR,fr;q=0.9,en;q=0.5')!;
    expect(preloads(html)).toEqual([
      'assets/main-app.js',
      'assets/router.js',
      'assets/common-fr.js',
      'assets/common-en.js',
      'assets/About.js',
      'assets/info-fr.js',
      'assets/info-en.js',
    ]);
  });

  it('preloads only the landing translations on /, and nothing route-specific elsewhere', () => {
    const pages = new PageHtml(dist);
    expect(preloads(pages.render('/', undefined)!)).toEqual(['assets/common-en.js', 'assets/landing-en.js']);
    expect(preloads(pages.render('/no/such/page', undefined)!)).toEqual([
      'assets/main-app.js',
      'assets/router.js',
      'assets/common-en.js',
    ]);
  });

  it("preloads a light page's own chunks without the full app for a visitor, and with it for a runner", () => {
    const pages = new PageHtml(dist);
    expect(preloads(pages.render('/faqs', 'en')!)).toEqual([
      'assets/common-en.js',
      'assets/Faqs.js',
      'assets/lucide.js',
      'assets/info-en.js',
    ]);
    // Signed in, the page is the full app's (the light entry is for visitors only).
    expect(preloads(pages.render('/faqs/', 'en', { signedIn: true })!)).toEqual([
      'assets/main-app.js',
      'assets/router.js',
      'assets/common-en.js',
      'assets/bottom-tab-bar.js',
      'assets/Faqs.js',
      'assets/lucide.js',
      'assets/info-en.js',
    ]);
  });

  it("preloads an event's API answer only when the event exists", () => {
    const pages = new PageHtml(dist);
    const known = pages.render('/events/42', 'en', { dataExists: true })!;
    expect(known).toContain(
      '<link rel="preload" href="/api/events/42" as="fetch" crossorigin="use-credentials">',
    );
    expect(pages.render('/events/43', 'en')).not.toContain('/api/events/43');
  });

  it("adds, for a signed-in runner only, the user, the signed-in header and a signed-in route's chunks and data", () => {
    const pages = new PageHtml(dist);
    const signedIn = pages.render('/my-events', 'en', { signedIn: true })!;
    expect(preloads(signedIn)).toEqual([
      'assets/main-app.js',
      'assets/router.js',
      'assets/common-en.js',
      'assets/bottom-tab-bar.js',
      'assets/MyEvents.js',
      'assets/events-en.js',
    ]);
    expect(signedIn).toContain(
      '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
    );
    expect(signedIn).toContain(
      '<link rel="preload" href="/api/events/user" as="fetch" crossorigin="use-credentials">',
    );
    const anonymous = pages.render('/my-events', 'en')!;
    expect(preloads(anonymous)).toEqual(['assets/main-app.js', 'assets/router.js', 'assets/common-en.js']);
    expect(anonymous).not.toContain('rel="preload"');
    // `/` is the landing page signed out and the runner's home signed in.
    expect(preloads(pages.render('/', 'en', { signedIn: true })!)).toEqual([
      'assets/main-app.js',
      'assets/router.js',
      'assets/common-en.js',
      'assets/bottom-tab-bar.js',
      'assets/Home.js',
      'assets/events-en.js',
    ]);
  });

  it("paints a signed-in page's top in the runner's language, and nothing for a visitor", () => {
    const pages = new PageHtml(dist);
    const french = pages.render('/my-events', 'en', { signedIn: true, language: 'fr' })!;
    // The app starts in the account's language, and its translations come preloaded (not the browser's).
    expect(french).toContain('<html lang="fr" data-language="account">');
    expect(preloads(french)).toContain('assets/events-fr.js');
    expect(french).toContain(
      '<div id="root"><div aria-hidden="true" class="border-b"><div class="h-16"></div></div><div class="min-h-[calc(100dvh-4rem)]"><div class="mx-auto max-w-4xl px-4 py-8"><h1 class="text-3xl font-bold">Mes événements &amp; &lt;courses&gt;</h1></div></div></div>',
    );
    // A language without the text, or a page without a preview: the splash as built.
    for (const html of [
      pages.render('/my-events', 'en', { signedIn: true, language: 'ja' })!,
      pages.render('/about', 'en', { signedIn: true, language: 'fr' })!,
    ])
      expect(html).toContain('<div id="root"></div>');
    // A visitor: no account language, so the browser's language decides, in the app.
    const visitor = pages.render('/my-events', 'fr', { language: 'fr' })!;
    expect(visitor).toContain('<html lang="en">');
    expect(visitor).toContain('<div id="root"></div>');
  });

  it('inlines the stylesheet and keeps a print-only link for the chunk loader', () => {
    const html = new PageHtml(dist).render('/about', undefined)!;
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<link media="print" rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('answers undefined without a build', () => {
    expect(new PageHtml(path.join(dist, 'missing')).render('/about', undefined)).toBeUndefined();
  });
});

describe('preloadLanguages', () => {
  it('takes the best supported Accept-Language, always with English', () => {
    expect(preloadLanguages('de-CH;q=0.8,xx;q=0.9,ja;q=0.7')).toEqual(['de', 'en']);
    expect(preloadLanguages('xx')).toEqual(['en']);
    expect(preloadLanguages(undefined)).toEqual(['en']);
  });
});
