import { expect, test } from '@playwright/test';
import { createEventViaApi } from '../support/events.ts';
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

test("a runner's near-me search and club search are kept in the address: a run or a club, then back", async ({
  page,
}) => {
  await signUpRunner(page.request, 'Kim', 'Kept');
  const event = await createEventViaApi(page.request, {
    title: `Fitzroy Kept ${Date.now()}`,
    location: 'Fitzroy, VIC 3065',
    lat: -37.7982,
    lng: 144.9784,
  });
  const club = await page.request.post('/api/runclubs', {
    data: { name: `Fitzroy Keepers ${Date.now()}`, location: 'Fitzroy, VIC 3065' },
  });
  expect(club.status(), await club.text()).toBe(201);
  const clubName = ((await club.json()) as { name: string }).name;

  // Home starts at the runner's suburb (Bondi): not a search, so the address stays clean.
  await page.goto('/');
  await expect(page.getByTestId('near-me-centre')).toContainText('Bondi, NSW 2026');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('combobox', { name: 'Search near a suburb or town' }).fill('Fitzroy');
  await page.getByRole('option', { name: 'Fitzroy, VIC 3065' }).click();
  await page.getByRole('button', { name: '20 km' }).click();
  await page.getByRole('button', { name: 'Next 2 weeks' }).click();
  await expect(page).toHaveURL(/\?near=Fitzroy%2C\+VIC\+3065&lat=[-\d.]+&lng=[\d.]+&radius=20&period=336$/);
  await expect(page.getByTestId('near-me-list').getByText(event.title)).toBeVisible();

  const restored = async () => {
    await expect(page.getByTestId('near-me-centre')).toContainText('Fitzroy, VIC 3065');
    await expect(page.getByRole('button', { name: '20 km' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Next 2 weeks' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('near-me-list').getByText(event.title)).toBeVisible();
  };
  await page.goto(`/events/${event.id}`);
  await page.getByRole('link', { name: 'Back to events' }).first().click();
  await expect(page).toHaveURL(/\?near=Fitzroy.*radius=20&period=336#events-near-me$/);
  await restored();
  await page.goto(`/events/${event.id}`);
  await page.goBack();
  await restored();

  // The club finder: a chosen suburb and a filter survive opening a club and coming back.
  await page.goto('/find-runclub');
  await page.locator('#club-suburb').fill('Fitzroy');
  await page.getByRole('option', { name: 'Fitzroy, VIC 3065' }).click();
  await page.getByLabel('Run day').selectOption('saturday');
  await page.getByLabel('Run day').selectOption('');
  await page.getByRole('button', { name: '5 km' }).click();
  await expect(page).toHaveURL(/\/find-runclub\?near=Fitzroy%2C\+VIC\+3065&lat=[-\d.]+&lng=[\d.]+&radius=5$/);
  await page
    .getByRole('link', { name: new RegExp(clubName) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/runclubs\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Run clubs near Fitzroy, VIC 3065' })).toBeVisible();
  await expect(page.locator('#club-suburb')).toHaveValue('Fitzroy, VIC 3065');
  await expect(page.getByRole('button', { name: '5 km' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: new RegExp(clubName) }).first()).toBeVisible();
});
