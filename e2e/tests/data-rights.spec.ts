import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { RUNNER_PASSWORD, signUpRunner } from '../support/runner.ts';

test.beforeEach(({ page }) => logBrowserErrors(page));

test('a runner downloads their data, then deletes their account and can sign up again', async ({ page }) => {
  const email = await signUpRunner(page.request, 'Dana');
  const run = await createEventViaApi(page.request, { title: `Farewell Fun Run ${Date.now()}` });

  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  const download = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stride-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.eventsCreated.map((e: { id: number }) => e.id)).toContain(run.id);

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('Not-My-Password-9');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct');

  await dialog.getByLabel('Your password').fill(RUNNER_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  // The home page confirms it once and cleans ?account_deleted=true off the URL.
  await expect(page.getByText('Your account is deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get(`/api/events/${run.id}`)).ok()).toBeTruthy();
  expect((await (await page.request.get(`/api/events/${run.id}`)).json()).status).toBe('cancelled');

  const login = await page.request.post('/api/auth/login', { data: { email, password: RUNNER_PASSWORD } });
  expect(login.status()).toBe(401);
});
