import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors, sydneyIn } from '../support/events.ts';
import { signUpRunner } from '../support/runner.ts';

test.beforeEach(({ page }) => logBrowserErrors(page));

/** A first name of letters only (names allow no digits), different every run. */
function uniqueName(prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
  return `${prefix}${letters}`;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

test('a runner sets quiet hours and reminder hours, joins a run and finds the reminder in the bell', async ({
  page,
  request,
}) => {
  await signUpRunner(request, 'Olive');
  await signUpRunner(page.request, 'Riley');

  await page.goto('/notification-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Preferences' })).toBeVisible();
  await page.getByLabel('Hours before the run (1 to 168)').fill('3');
  await page.getByRole('button', { name: 'Save reminder time' }).click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await page.getByLabel('Use quiet hours').check();
  await page.getByLabel('From', { exact: true }).fill('23:00');
  await page.getByLabel('Until', { exact: true }).fill('06:30');
  await page.getByRole('button', { name: 'Save quiet hours' }).click();
  // The permission flow is explained, and this headless browser's state is said plainly.
  await expect(page.getByText('only then does your browser ask for permission')).toBeVisible();
  await expect(page.getByTestId('push-state')).not.toHaveText('Checking this browser…');
  // A first visit waits for the service worker to install instead of asking for a reload.
  await expect(page.getByTestId('push-state')).not.toContainText("isn't installed");
  await axe(page);

  await page.reload();
  await expect(page.getByLabel('Hours before the run (1 to 168)')).toHaveValue('3');
  await expect(page.getByLabel('Use quiet hours')).toBeChecked();
  await expect(page.getByLabel('From')).toHaveValue('23:00');
  await expect(page.getByLabel('Until')).toHaveValue('06:30');

  // A run two hours from now: its reminder (3 hours before) is due at once, and in-app always comes.
  const title = `Sunrise Shuffle ${Date.now()}`;
  const { id } = await createEventViaApi(request, { title, ...sydneyIn(120) });
  await page.goto(`/events/${id}`);
  await page.getByRole('button', { name: 'Join Event' }).first().click();
  await expect(page.getByRole('button', { name: /Leave/ }).first()).toBeVisible();

  // The join wakes the job worker, which sends the reminder within moments on a quiet machine; on a loaded
  // CI machine (every suite at once) it has taken longer than 30 s, so allow a minute.
  await expect(async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: 'Unread: Run reminder' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Your notifications' })).toContainText(`${title} on`);
});

test('two runners opt in, one sends a buddy request and the other accepts it', async ({ page, browser }) => {
  const asker = uniqueName('Ana');
  const friend = uniqueName('Ben');
  await signUpRunner(page.request, asker, 'Lane');
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  await signUpRunner(friendPage.request, friend, 'Moss');
  expect((await friendPage.request.put('/api/buddies/preferences', { data: {} })).ok()).toBeTruthy();

  await page.goto('/buddy-matching');
  await expect(page.getByRole('heading', { level: 1, name: 'Buddy Matching' })).toBeVisible();
  await expect(page.getByText('Turn on buddy matching above')).toBeVisible();
  await page.getByRole('button', { name: 'Save and find buddies' }).click();
  const card = page.getByTestId('buddy-suggestion').filter({ hasText: `${friend} M.` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Why this match' })).toContainText('Pace');
  await card.getByRole('button', { name: `Ask ${friend} M. to be your buddy` }).click();
  await expect(page.getByText(`Waiting for ${friend} M. to reply`)).toBeVisible();
  await axe(page);

  await friendPage.goto('/buddy-matching');
  const incoming = friendPage.getByTestId('incoming-request').filter({ hasText: asker });
  await expect(incoming).toBeVisible();
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(incoming).toBeHidden();
  await friendPage.goto('/training-partners');
  await expect(friendPage.getByTestId('training-partner').filter({ hasText: `${asker} L.` })).toContainText(
    'Buddy',
  );
  await other.close();

  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: 'Unread: Buddy request accepted' })).toBeVisible();
});

test('the community heat map opens with its legend and privacy rule', async ({ page }) => {
  await signUpRunner(page.request, 'Hana');
  await page.goto('/community-heat-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Heat Map' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByTestId('heatmap-legend')).toContainText('5 to 9');
  await expect(page.getByText('only when at least 5 runners ran there')).toBeVisible();
  await axe(page);
});
