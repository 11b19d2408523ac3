import { expect, test, type Page } from '@playwright/test';
import { wizardAnswers } from '../../apps/server/test/helpers/training-plan-answers.ts';
import { logBrowserErrors } from '../support/events.ts';
import { signInAsNewRunner } from '../support/runner.ts';

// Issue 30: the server paints the dashboard's top (the plan's name, status and summary) from the HTML,
// in the runner's language; React's first render then puts the page in its place. The words, the
// markup and the place on screen must be the same, or the runner would see the top switch or jump.
test.use({ timezoneId: 'Australia/Sydney', locale: 'en-AU', viewport: { width: 412, height: 823 } });
test.beforeEach(({ page }) => logBrowserErrors(page));

/** The page's top as the server painted it, parsed by the browser as React's markup is. */
async function paintedTop(page: Page): Promise<string> {
  const html = await (await page.request.get('/training-plan-dashboard')).text();
  const top = /<header class="space-y-1">[\s\S]*?<\/header>/.exec(html)?.[0];
  expect(top, 'the server paints the plan top').toBeDefined();
  return page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML;
  }, top!);
}

const renderedTop = (page: Page) => page.locator('header:has(> h1)').evaluate((el) => el.outerHTML);

test("the plan's top painted by the server is what the page renders, in the runner's language", async ({
  page,
}) => {
  await signInAsNewRunner(page, 'Ines');
  const { startDate: _start, ...answers } = wizardAnswers();
  expect((await page.request.post('/api/training-plans', { data: answers })).status()).toBe(201);

  for (const language of ['en', 'de', 'ja', 'zh']) {
    const set = await page.request.put('/api/users/me/language', { data: { language } });
    expect(set.ok(), await set.text()).toBe(true);
    const painted = await paintedTop(page);
    await page.goto('/training-plan-dashboard');
    // Only React renders the sections' links: the page is the app's now, not the server's paint.
    await expect(
      page.getByRole('link', { name: /./ }).and(page.locator('a[href="#this-week"]')),
    ).toBeVisible();
    expect(await renderedTop(page), language).toBe(painted);
  }
});

test("the painted top sits where the page's own top does", async ({ page }) => {
  await signInAsNewRunner(page, 'Jude');
  const { startDate: _start, ...answers } = wizardAnswers();
  expect((await page.request.post('/api/training-plans', { data: answers })).status()).toBe(201);
  const summaryBox = () => page.locator('header:has(> h1) > p').boundingBox();

  // No script: only what the server painted.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/training-plan-dashboard');
  const painted = await summaryBox();
  await page.unroute('**/*.js');

  await page.goto('/training-plan-dashboard');
  await expect(page.locator('a[href="#this-week"]')).toBeVisible();
  expect(await summaryBox()).toEqual(painted);
});
