import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/*
 * What search engines and link previews read from each page: its title, meta description, sharing
 * cards and canonical URL, in the visitor's language.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
type Common = {
  pageTitle: string;
  pageTitles: Record<string, string>;
  pageDescriptions: Record<string, string>;
};
const common = (lng: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, lng, 'common.json'), 'utf8')) as Common;
/** The tab's title: a page's name, or what the page is about (a run's title), then Stride. */
const title = (lng: string, page: string, about?: string) =>
  common(lng).pageTitle.replace('{{page}}', about ?? common(lng).pageTitles[page]!);
const description = (lng: string, page: string) => common(lng).pageDescriptions[page]!;

const content = (page: Page, selector: string) => page.locator(`head ${selector}`);

async function expectMeta(page: Page, lng: string, key: string, ogLocale: string, about?: string) {
  await expect(page).toHaveTitle(title(lng, key, about));
  await expect(content(page, 'meta[name="description"]')).toHaveAttribute('content', description(lng, key));
  await expect(content(page, 'meta[property="og:description"]')).toHaveAttribute(
    'content',
    description(lng, key),
  );
  await expect(content(page, 'meta[name="twitter:description"]')).toHaveAttribute(
    'content',
    description(lng, key),
  );
  await expect(content(page, 'meta[property="og:title"]')).toHaveAttribute('content', title(lng, key, about));
  await expect(content(page, 'meta[property="og:locale"]')).toHaveAttribute('content', ogLocale);
  // One of each, never a stale duplicate left behind by a previous page.
  await expect(content(page, 'meta[name="description"]')).toHaveCount(1);
  await expect(content(page, 'link[rel="canonical"]')).toHaveCount(1);
}

const ROUTES: [string, string][] = [
  ['/', 'landing'],
  ['/auth', 'auth'],
  ['/about', 'about'],
  ['/faqs', 'faqs'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/demo', 'demo'],
  ['/news', 'news'],
  ['/no-such-page', 'notFound'],
];

test.describe('page meta', () => {
  test('every route has its own title, description and canonical URL', async ({ page, baseURL }) => {
    const seen = new Set<string>();
    for (const [route, key] of ROUTES) {
      await page.goto(route);
      await expectMeta(page, 'en', key, 'en_AU');
      await expect(content(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${route}`);
      await expect(content(page, 'meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${route}`);
      seen.add(description('en', key));
    }
    expect(seen.size).toBe(ROUTES.length);
  });

  test('the meta follows client-side navigation', async ({ page, baseURL }) => {
    await page.goto('/about');
    await expectMeta(page, 'en', 'about', 'en_AU');
    await page.getByRole('main').getByRole('link', { name: 'Read the FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expectMeta(page, 'en', 'faqs', 'en_AU');
    await expect(content(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/faqs`);
  });

  test('switching language translates title and description, also on the next page load', async ({
    page,
  }) => {
    await page.goto('/about');
    await expectMeta(page, 'en', 'about', 'en_AU');
    await page.getByRole('combobox').first().selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectMeta(page, 'fr', 'about', 'fr_FR');
    expect(description('fr', 'about')).not.toBe(description('en', 'about'));
    await page.goto('/auth');
    await expectMeta(page, 'fr', 'auth', 'fr_FR');
    await page.getByRole('combobox').first().selectOption('ja');
    await expectMeta(page, 'ja', 'auth', 'ja_JP');
  });

  test('a first visit in another browser language gets that language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/faqs');
    await expectMeta(page, 'de', 'faqs', 'de_DE');
    await context.close();
  });

  test("an event page's canonical URL is its own", async ({ page, baseURL, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const eventPath = /<loc>[^<]*?(\/events\/\d+)<\/loc>/.exec(sitemap)?.[1];
    expect(eventPath).toBeDefined();
    await page.goto(eventPath!);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The tab names the run (issue 26), as the server-painted page does.
    await expectMeta(page, 'en', 'eventDetail', 'en_AU', (await heading.textContent()) ?? undefined);
    await expect(content(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${eventPath}`);
  });
});
