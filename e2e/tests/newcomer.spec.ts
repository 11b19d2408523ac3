import { expect, test } from '@playwright/test';
import { signUpRunner } from '../support/runner.ts';

// Issue 26: what a newcomer meets in their first week, as a visitor and as a new runner.

test('a visitor finds the club directory in the top bar and comes back to it from a club', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Run Clubs', exact: true }).click();
  await expect(page).toHaveURL(/\/find-runclub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a run club' })).toBeVisible();
  // Distances are worded, never codes.
  await expect(page.getByRole('option', { name: 'Obstacle race (OCR)' })).toBeAttached();
  const club = page.locator('a[href^="/runclubs/"]').first();
  await club.click();
  await expect(page).toHaveURL(/\/runclubs\/\d+$/);
  await page.getByRole('link', { name: 'Back to run clubs' }).first().click();
  await expect(page).toHaveURL(/\/find-runclub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a run club' })).toBeVisible();
});

test('a new runner who opts in sees a seeded demo buddy, then a second runner who opts in nearby', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Names are letters only: each run's own, so earlier runs' runners never match.
  const letters = (Date.now() % 1e6).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  const first = `Nia${letters}`;
  const second = `Oto${letters}`;
  await signUpRunner(page.request, first, 'Quay');
  await page.goto('/buddy-matching');
  await page.getByRole('button', { name: 'Save and find buddies' }).click();
  // Mia Nguyen is a demo runner in Bondi, opted in by the demo content.
  await expect(page.getByTestId('buddy-suggestion').filter({ hasText: 'Mia N.' })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpRunner(otherPage.request, second, 'Reef');
  expect((await otherPage.request.put('/api/buddies/preferences', { data: {} })).ok()).toBeTruthy();
  // Nobody touches the first runner's page: it picks the newcomer up by itself within a minute.
  await expect(page.getByTestId('buddy-suggestion').filter({ hasText: `${second} R.` })).toBeVisible({
    timeout: 90_000,
  });
  await other.close();
});
