import { expect, test } from '@playwright/test';

test('the landing page loads for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    "Australia's Premier Running Community",
  );
  await expect(page).toHaveTitle(/Stride/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the API answers unknown paths with JSON, not the page', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: 'not_found' });
});

test('location search works against the real localities', async ({ request }) => {
  const res = await request.get('/api/locations/search?q=bondi&limit=8');
  const body = (await res.json()) as { label: string }[];
  expect(body[0]?.label).toBe('Bondi, NSW 2026');
});

test('the language can be switched and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /language|sprache/i }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Welcome to');
});
