import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(({ page }) => logBrowserErrors(page));

test('an organiser changes and cancels runs; the runner sees it on the bell, reads it and opens the run', async ({
  page,
  request,
}) => {
  // The organiser uses its own request context (its own session); the runner is the page.
  await signUpRunner(request, 'Olive');
  await signUpRunner(page.request, 'Riley');
  const stamp = Date.now();
  const changed = `Harbour Loop ${stamp}`;
  const cancelled = `Tan Track Tuesday ${stamp}`;
  const changedId = (await createEventViaApi(request, { title: changed, date: isoDay(4) })).id;
  const cancelledId = (await createEventViaApi(request, { title: cancelled, date: isoDay(4) })).id;
  for (const id of [changedId, cancelledId])
    expect((await page.request.post(`/api/events/${id}/join`)).ok()).toBeTruthy();

  // Nothing yet: no badge, and the page says so kindly.
  await page.goto('/notifications');
  await expect(page).toHaveTitle(/^Notifications/);
  await expect(page.getByRole('heading', { name: "You're all caught up" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a run' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('bell-badge')).toBeHidden();

  // The organiser moves one run and cancels the other: each writes a notification for the runner.
  const patch = await request.patch(`/api/events/${changedId}`, { data: { time: '07:15' } });
  expect(patch.ok(), await patch.text()).toBeTruthy();
  expect((await request.delete(`/api/events/${cancelledId}`)).ok()).toBeTruthy();

  await page.goto('/');
  await expect(page.getByTestId('bell-badge')).toHaveText('2');
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your notifications' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first; unread ones are named as such and carry a visible "New" label.
  await expect(items.nth(0).getByRole('link', { name: 'Unread: Event cancelled' })).toBeVisible();
  await expect(items.nth(0)).toContainText(`${cancelled} on`);
  await expect(items.nth(1).getByRole('link', { name: 'Unread: Event updated' })).toBeVisible();
  await expect(items.nth(1)).toContainText(`${changed} on`);
  await expect(items.nth(0).getByText('New', { exact: true })).toBeVisible();
  await expect(items.nth(0).locator('time')).toHaveText(/now|minute/);
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('2 unread');

  // Phone width: the Alerts tab carries the same count.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('alerts-badge')).toHaveText('2');
  await shot(page, 'notifications-unread');

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );

  // One by keyboard: Tab to the toggle and press Enter.
  const toggle = page.getByRole('button', { name: 'Mark as read: Event cancelled' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mark as unread: Event cancelled' })).toBeFocused();
  await expect(page.getByTestId('bell-badge')).toHaveText('1');

  // Then the rest at once: the badge goes away and stays away after a reload.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('bell-badge')).toBeHidden();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await expect(list.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Event updated' })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toBeHidden();
  await shot(page, 'notifications-read');

  // Opening a notification opens its run.
  await page.getByRole('link', { name: 'Event updated' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${changedId}$`));
  await expect(page.getByRole('heading', { name: changed })).toBeVisible();
});

test('opening an unread notification marks it read', async ({ page, request }) => {
  await signUpRunner(request, 'Oscar');
  await signUpRunner(page.request, 'Remy');
  const title = `Centennial Parkrun Warm-up ${Date.now()}`;
  const id = (await createEventViaApi(request, { title, date: isoDay(4) })).id;
  expect((await page.request.post(`/api/events/${id}/join`)).ok()).toBeTruthy();
  expect((await request.patch(`/api/events/${id}`, { data: { time: '07:00' } })).ok()).toBeTruthy();

  await page.goto('/notifications');
  await expect(page.getByTestId('bell-badge')).toHaveText('1');
  await page.getByRole('link', { name: 'Unread: Event updated' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Event updated', exact: true })).toBeVisible();
});
