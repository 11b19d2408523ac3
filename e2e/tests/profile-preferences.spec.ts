import { expect, test } from '@playwright/test';
import { logBrowserErrors } from '../support/events.ts';
import { signUpRunner } from '../support/runner.ts';

test.beforeEach(({ page }) => logBrowserErrors(page));

test('a runner edits their running preferences on /profile; the checks load only once they start editing', async ({
  page,
}) => {
  await signUpRunner(page.request, 'Priya');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const checksLoaded = () => scripts.some((path) => /running-preferences-check-[\w-]+\.js$/.test(path));

  await page.goto('/profile');
  const preferences = page.getByRole('region', { name: 'Running preferences' });
  const pace = preferences.getByLabel('Usual pace (min/km)');
  await expect(pace).toHaveValue('');
  // The sections below the first screen are there for everyone soon after the page has loaded.
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checksLoaded()).toBe(false);

  await pace.fill('fast');
  await expect.poll(checksLoaded).toBe(true);
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  const message = 'Pace looks like 5:30 (minutes and seconds per km)';
  await expect(preferences.getByText(message)).toBeVisible();
  await expect(pace).toBeFocused();
  await expect(pace).toHaveAttribute('aria-invalid', 'true');

  await pace.fill('5:45');
  await expect(preferences.getByText(message)).toBeHidden();
  await preferences.getByLabel('About me').fill('Early laps at the harbour');
  await preferences.getByLabel('Experience').selectOption({ label: 'Advanced' });
  await preferences.getByRole('checkbox', { name: 'Sunday' }).check();
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Profile updated', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(pace).toHaveValue('5:45');
  await expect(preferences.getByLabel('About me')).toHaveValue('Early laps at the harbour');
  await expect(preferences.getByLabel('Experience')).toHaveValue('advanced');
  await expect(preferences.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
});
