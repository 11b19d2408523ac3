import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { signUpRunner } from '../support/runner.ts';

test.beforeEach(({ page }) => logBrowserErrors(page));

test('installable: a complete manifest with PNG icons, and a service worker Chromium accepts', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Events near me', 'My Events']);

  // The app's pages register the worker (the light entry's pages, the landing page and the static pages
  // a visitor reads, leave it to them: their budget).
  await page.goto('/auth');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // Test browsers are incognito profiles, which Chromium never offers to install into: that one aside.
  const blockers = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(blockers).toEqual([]);
});

test('offline: the app shell, a visited event page and My Events open; other pages say offline', async ({
  page,
  context,
}) => {
  await signUpRunner(page.request, 'Oli');
  const event = await createEventViaApi(page.request, { title: `Start line ${Date.now()}` });
  await page.goto('/');
  // Registered after load; then it controls the page (clientsClaim), so its requests go through it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await page.goto('/my-events');
  await expect(page.getByRole('heading', { name: 'My Events', level: 1 })).toBeVisible();
  await expect(page.getByText(event.title).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await page.goto('/my-events');
  await expect(page.getByText(event.title).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A page never opened here: the offline page, with a way back to the address asked for.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/calendar');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: new URL(`../../.tmp/shots/offline-${width}.png`, import.meta.url).pathname,
    });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  }

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});
