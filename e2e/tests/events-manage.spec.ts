import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;

async function shot(page: Page, name: string, fullPage: boolean) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: fullPage && width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
});

test('the creator edits the title, then cancels; another runner sees no edit or cancel', async ({
  page,
  browser,
}) => {
  await signUpRunner(page.request, 'Host');
  const event = await createEventViaApi(page.request, { title: `Sunrise Loop ${Date.now()}` });
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/edit$`));
  await expect(page).toHaveTitle(/^Edit Event/);
  const title = page.getByLabel('Event title');
  await expect(title).toHaveValue(event.title);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Bondi, NSW 2026');
  await title.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  const renamed = `${event.title} (new route)`;
  await title.fill(renamed);
  await shot(page, 'edit-event', true);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Event updated', { exact: true })).toBeVisible();

  // A second runner, in their own browser context, sees the event without the creator's controls.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpRunner(otherPage.request, 'Guest');
  await otherPage.goto(`/events/${event.id}`);
  await expect(otherPage.getByRole('button', { name: 'Join Event' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Edit event' })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
  await otherPage.goto(`/events/${event.id}/edit`);
  await expect(otherPage.getByRole('alert')).toContainText("Only the run's host");
  await expect(otherPage.getByLabel('Event title')).toHaveCount(0);
  await other.close();

  const cancel = page.getByRole('button', { name: 'Cancel event' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toContainText('will be notified');
  await expect(dialog.getByRole('button', { name: 'Keep event' })).toBeVisible();
  await shot(page, 'cancel-dialog', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await dialog.getByLabel('Message to runners (optional)').fill('Storm warning for the coast, stay safe.');
  await dialog.getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(page.getByTestId('event-cancelled')).toContainText('This event has been cancelled.');
  await expect(page.getByTestId('event-cancelled')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit event' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('event-cancelled')).toBeVisible();
});

test('the creator cancels the rest of a weekly series from one run', async ({ page }) => {
  await signUpRunner(page.request, 'Series');
  const first = await createEventViaApi(page.request, {
    title: `Tuesday Tempo ${Date.now()}`,
    date: isoDay(2),
    isRecurring: true,
    recurringType: 'weekly',
    recurringEndDate: isoDay(16),
  });
  // Edit the whole series: the date stays each run's own, the new start time applies to every run.
  await page.goto(`/events/${first.id}/edit`);
  await expect(page.getByRole('radio', { name: /^Just this run/ })).toBeChecked();
  await page.getByRole('radio', { name: 'This run and every upcoming run in the series' }).check();
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Start time').fill('05:45');
  await shot(page, 'edit-series', false);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${first.id}$`));
  const edited = await page.request.get('/api/events/user?when=upcoming');
  const times = ((await edited.json()) as { title: string; time: string }[])
    .filter((e) => e.title === first.title)
    .map((e) => e.time);
  expect(times.length).toBeGreaterThan(1);
  expect(new Set(times)).toEqual(new Set(['05:45']));

  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog.getByRole('radio', { name: /^Just this run/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'This run and every upcoming run in the series' }).check();
  await shot(page, 'cancel-series', false);
  await dialog.getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(page.getByTestId('event-cancelled')).toBeVisible();
  const mine = await page.request.get('/api/events/user?when=upcoming');
  const runs = ((await mine.json()) as { title: string; status: string }[]).filter(
    (e) => e.title === first.title,
  );
  expect(runs.length).toBeGreaterThan(1);
  expect(runs.every((e) => e.status === 'cancelled')).toBe(true);
});

test('/parkruns lists upcoming events with the Parkrun distance', async ({ page }) => {
  await signUpRunner(page.request, 'Parky');
  const parkrun = await createEventViaApi(page.request, {
    title: `Centennial parkrun crew ${Date.now()}`,
    distances: ['Parkrun'],
    date: isoDay(4),
    time: '07:45',
  });
  const other = await createEventViaApi(page.request, {
    title: `Not a parkrun ${Date.now()}`,
    distances: ['10k'],
  });
  await page.goto('/parkruns');
  await expect(page).toHaveTitle(/^parkruns/);
  await expect(page.getByRole('heading', { level: 1, name: 'parkruns' })).toBeVisible();
  const list = page.getByTestId('parkruns-list');
  await expect(list.getByRole('button', { name: new RegExp(parkrun.title) })).toBeVisible();
  await expect(list.getByText(other.title)).toHaveCount(0);
  await shot(page, 'parkruns', true);
  await list.getByRole('button', { name: new RegExp(parkrun.title) }).click();
  await expect(page.getByRole('dialog', { name: parkrun.title })).toBeVisible();
});
