import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

// A 2×2 PNG, the logo a runner uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(({ page }) => logBrowserErrors(page));

async function expectNoAxeViolations(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('.leaflet-container')
      .analyze();
    expect(
      axe.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  }
}

async function createClubViaApi(request: APIRequestContext, name: string, location: string) {
  const res = await request.post('/api/runclubs', {
    data: { name, location, runDays: ['saturday'], distances: ['5k'] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string };
}

test('a runner finds a club near a suburb, joins it, and joins its next run', async ({ page, request }) => {
  await signUpRunner(request, 'Olive');
  const stamp = Date.now();
  const club = await createClubViaApi(request, `Coogee Dawn Patrol ${stamp}`, 'Coogee, NSW 2034');
  const run = await createEventViaApi(request, {
    title: `Coogee Cliff Run ${stamp}`,
    clubId: club.id,
    location: 'Coogee, NSW 2034',
    lat: -33.92,
    lng: 151.255,
    date: isoDay(2),
  });

  await signUpRunner(page.request, 'Riley');
  await page.goto('/find-runclub');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a run club' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Suburb' }).fill('Coogee');
  await page.getByRole('option', { name: 'Coogee, NSW 2034', exact: true }).click();
  await page.getByRole('button', { name: '5 km' }).click();
  await expect(page.getByRole('heading', { name: 'Run clubs near Coogee, NSW 2034' })).toBeVisible();
  await expect(page.getByRole('link', { name: club.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('link', { name: club.name }).click();

  await expect(page).toHaveURL(new RegExp(`/runclubs/${club.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await page.getByRole('button', { name: 'Join club' }).click();
  await expect(page.getByRole('button', { name: 'Leave club' })).toBeVisible();
  await expect(page.getByText('2 members')).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming runs' });
  await expect(upcoming.getByRole('link', { name: run.title })).toBeVisible();
  await upcoming.getByRole('button', { name: `Join ${run.title}` }).click();
  await expect(upcoming.getByRole('button', { name: `Leave ${run.title}` })).toBeVisible();
  // The organiser who posted the run is going too.
  await expect(upcoming.getByText('2 going')).toBeVisible();
  // The club's SportsOrganization comes in the page's HTML from the server (issue 28): load it afresh.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'SportsOrganization', name: club.name });
  await expectNoAxeViolations(page);
});

test('a runner creates a club with a logo', async ({ page }) => {
  await signUpRunner(page.request, 'Casey');
  await page.goto('/create-runclub');
  await page.getByRole('button', { name: 'Create club' }).click();
  await expect(page.getByText('Club name is required')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();

  const name = `Manly Milers ${Date.now()}`;
  await page.getByLabel('Club name').fill(name);
  await page.getByRole('combobox', { name: 'Location' }).fill('Manly');
  await page.getByRole('option', { name: 'Manly, NSW 2095', exact: true }).click();
  await page.getByRole('button', { name: 'Saturday' }).click();
  await page.getByRole('button', { name: '10k', exact: true }).click();
  await page.getByLabel('Annual cost (AUD)').fill('40');
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Preview of the new logo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create club' }).click();

  await expect(page).toHaveURL(/\/runclubs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('header img')).toHaveAttribute(
    'src',
    /^\/api\/uploads\/club-logos\/club\d+-[0-9a-f]{16}\.webp$/,
  );
  await expect(page.getByText('A$40.00 a year').or(page.getByText('$40.00 a year'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organiser tools' })).toBeVisible();
});

test('an organiser posts a club run and a member sees the notification', async ({ page, browser }) => {
  await signUpRunner(page.request, 'Olive');
  const club = await createClubViaApi(page.request, `Bronte Breakers ${Date.now()}`, 'Bronte, NSW 2024');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  logBrowserErrors(member);
  await signUpRunner(member.request, 'Riley');
  expect((await member.request.post(`/api/runclubs/${club.id}/join`)).ok()).toBeTruthy();

  await page.goto(`/runclubs/${club.id}`);
  const title = `Bronte Tempo ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Post a club run' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill(isoDay(5));
  await form.getByLabel('Start time').fill('06:15');
  await form.getByRole('button', { name: 'Post run' }).click();
  await expect(
    page.getByRole('region', { name: 'Upcoming runs' }).getByRole('link', { name: title }),
  ).toBeVisible();

  await member.goto('/notifications');
  const item = member.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
  await expect(item.getByRole('link', { name: 'Unread: New club run' })).toBeVisible();
  await expect(item).toContainText(`Your club has posted ${title}`);
  await item.getByRole('link', { name: 'Unread: New club run' }).click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await memberContext.close();
});
