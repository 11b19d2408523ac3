import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signInAsNewRunner, signUpRunner } from '../support/runner.ts';

// Issue 30: the server paints the Alerts page (its heading, the unread count and the first
// notifications, or the empty state) from the HTML in the runner's language; React's first render then
// puts the page in its place. The words, the markup and the place on screen must be the same, or the
// runner would see the list switch or jump. The server paints the times' tooltips in Sydney time.
test.use({ timezoneId: 'Australia/Sydney', locale: 'en-AU', viewport: { width: 412, height: 823 } });
test.beforeEach(({ page }) => logBrowserErrors(page));

const PAGE = 'div.mx-auto.max-w-3xl';

/**
 * The page as the server painted it, parsed by the browser as React's markup is. "5 minutes ago" may
 * have become "6 minutes ago" between the two, so the times' words are left out of the comparison.
 */
async function paintedPage(page: Page): Promise<string> {
  const html = await (await page.request.get('/notifications')).text();
  return page.evaluate(
    ([markup, selector]) => {
      const painted = new DOMParser().parseFromString(markup, 'text/html').querySelector(selector);
      return painted ? withoutTimes(painted.outerHTML) : '';
      function withoutTimes(s: string) {
        return s.replace(/(<time [^>]*>)[^<]*<\/time>/g, '$1</time>');
      }
    },
    [html, `#root ${PAGE}`] as const,
  );
}

/** The page as React rendered it (the app's own main element is not in the painted HTML). */
const renderedPage = (page: Page) =>
  page
    .locator(`main#main ${PAGE}`)
    .evaluate((el) => el.outerHTML.replace(/(<time [^>]*>)[^<]*<\/time>/g, '$1</time>'));

test("the notifications painted by the server are what the page renders, in the runner's language", async ({
  page,
  request,
}) => {
  await signUpRunner(request, 'Orla');
  await signInAsNewRunner(page, 'Piet');
  // The organiser (its own session) changes a run the runner joined: an "Event updated" notice with details.
  const title = `Tom & "Jerry's" loop ${Date.now()}`;
  const run = await createEventViaApi(request, { title, date: isoDay(5) });
  expect((await page.request.post(`/api/events/${run.id}/join`)).ok()).toBeTruthy();
  const patch = await request.patch(`/api/events/${run.id}`, { data: { time: '07:15' } });
  expect(patch.ok(), await patch.text()).toBeTruthy();
  await expect
    .poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length)
    .toBe(1);

  for (const language of ['en', 'de', 'ja']) {
    const set = await page.request.put('/api/users/me/language', { data: { language } });
    expect(set.ok(), await set.text()).toBe(true);
    const painted = await paintedPage(page);
    expect(painted, 'the server paints the list').toContain('data-testid="notification-item"');
    await page.goto('/notifications');
    await expect(page.locator(`main#main ${PAGE} li`)).toHaveCount(1);
    expect(await renderedPage(page), language).toBe(painted);
  }
});

test('the empty state painted by the server is what the page renders, and sits where it does', async ({
  page,
}) => {
  await signInAsNewRunner(page, 'Quinn');
  for (const language of ['en', 'fr']) {
    const set = await page.request.put('/api/users/me/language', { data: { language } });
    expect(set.ok(), await set.text()).toBe(true);
    const painted = await paintedPage(page);
    expect(painted, 'the server paints the empty state').toContain('<section');
    await page.goto('/notifications');
    await expect(page.locator(`main#main ${PAGE} section`)).toBeVisible();
    expect(await renderedPage(page), language).toBe(painted);
  }

  const description = () => page.locator(`${PAGE} section > p`).boundingBox();
  // No script: only what the server painted.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/notifications');
  const paintedBox = await description();
  expect(paintedBox).not.toBeNull();
  await page.unroute('**/*.js');
  await page.goto('/notifications');
  await expect(page.locator(`main#main ${PAGE} section`)).toBeVisible();
  expect(await description()).toEqual(paintedBox);
});
