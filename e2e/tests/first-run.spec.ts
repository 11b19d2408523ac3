import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createEventViaApi, logBrowserErrors } from '../support/events.ts';
import { isoDay, signUpRunner } from '../support/runner.ts';

// Issue 16: a new runner's first journeys (the create form, 404s, discovery for visitors, home, hosting).
const SHOTS = new URL('../../.tmp/shots/', import.meta.url).pathname;
const ZONE = /(AEDT|AEST|ACDT|ACST|AWST)/;

test.beforeEach(({ page }) => logBrowserErrors(page));

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}first-run-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a runner fills /create as shown, without "This is a race", and hosts the new run', async ({ page }) => {
  await signUpRunner(page.request, 'Hana', 'Host');
  await page.goto('/create');
  // A runner posts their own run: official events are for organisers, club runs come from a club's page.
  await expect(page.getByLabel('Event type')).toHaveCount(0);
  const title = `First Hosted Run ${Date.now()}`;
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Date', { exact: true }).fill(isoDay(4));
  await page.getByLabel('Start time').fill('06:15');
  await page.getByRole('combobox', { name: 'Location' }).fill('Coogee');
  await page.getByRole('option', { name: 'Coogee, NSW 2034', exact: true }).click();
  await expect(page.getByTestId('pin-coords')).toBeVisible();
  // A wrong field far up the page is brought into view and focused; the banner alone is out of sight.
  await page.getByLabel('Event title').fill('');
  await page.getByText('5k', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Event title')).toBeFocused();
  await expect(page.getByLabel('Event title')).toBeInViewport();
  await page.getByLabel('Event title').fill(title);
  // Taking the only distance off: the distances group is the one focused.
  await page.getByText('5k', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Distances' })).toBeFocused();
  await page.getByText('10k', { exact: true }).click();
  await shot(page, 'create');
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('host-badge')).toHaveText('Host');
  await expect(page.getByRole('button', { name: 'Join Event' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit event' })).toBeVisible();
  await expect(page.getByTestId('attendee-count')).toHaveText('1 of 15 going');
  await expect(page.getByTestId('event-when')).toHaveText(ZONE);
  const going = page.getByRole('region', { name: "Who's Going" });
  await expect(going.getByText('Hana H')).toBeVisible();
  await expect(going.getByText('Host', { exact: true })).toBeVisible();
  await expect(page.getByText('Official race')).toHaveCount(0);
  await shot(page, 'host');
});

test("a second runner joins, is counted and sees themselves in Who's Going", async ({ page, request }) => {
  await signUpRunner(request, 'Olli', 'Organiser');
  const event = await createEventViaApi(request, { title: `Join Me ${Date.now()}` });
  await signUpRunner(page.request, 'Jo', 'Joiner');
  await page.goto(`/events/${event.id}`);
  await expect(page.getByTestId('attendee-count')).toHaveText('1 of 15 going');
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page.getByRole('button', { name: 'Leave Event' })).toBeVisible();
  await expect(page.getByTestId('attendee-count')).toHaveText('2 of 15 going');
  const going = page.getByRole('region', { name: "Who's Going" });
  await expect(going.getByText('Jo J')).toBeVisible();
  await expect(going.getByText('You', { exact: true })).toBeVisible();
  await expect(going.getByText('Host', { exact: true })).toBeVisible();
});

test('unknown paths answer 404 with the not-found page; pages and events answer 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect((await page.goto('/events/99999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  expect((await page.goto('/faqs'))?.status()).toBe(200);
  expect((await page.goto('/auth?mode=register'))?.status()).toBe(200);
});

test('a visitor searches runs near a suburb on the landing page and comes back to it', async ({
  page,
  request,
}) => {
  await signUpRunner(request, 'Vic', 'Visible');
  const event = await createEventViaApi(request, { title: `Bondi Visitors Run ${Date.now()}` });
  await page.goto('/');
  const discovery = page.getByRole('region', { name: 'Find a run near you' });
  await expect(discovery.getByRole('heading', { name: 'Coming up across Australia' })).toBeVisible();
  await expect(discovery.getByTestId('discovery-results').getByRole('link').first()).toBeVisible();
  await discovery.getByLabel('Suburb or town').fill('Bondi');
  await discovery.getByLabel('Within').selectOption({ label: '20 km' });
  await discovery.getByRole('button', { name: 'Search' }).click();
  await expect(
    discovery.getByRole('heading', { name: /runs? within 20 km of Bondi, NSW 2026 in the next month/ }),
  ).toBeVisible();
  await discovery.getByRole('button', { name: /^Show all \d+ runs$/ }).click();
  await expect(discovery.getByRole('link', { name: new RegExp(event.title) })).toBeVisible();
  await discovery.scrollIntoViewIfNeeded();
  await shot(page, 'landing-discovery');
  await discovery.getByRole('link', { name: new RegExp(event.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // The search is kept (issue 26): "Back to events" and the browser's Back both bring it back.
  const found = discovery.getByRole('heading', {
    name: /runs? within 20 km of Bondi, NSW 2026 in the next month/,
  });
  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/\?near=Bondi%2C\+NSW\+2026&radius=20#find-runs$/);
  await expect(page.getByRole('heading', { name: 'Find a run near you' })).toBeInViewport();
  await expect(found).toBeVisible();
  await expect(discovery.getByLabel('Suburb or town')).toHaveValue('Bondi, NSW 2026');
  await expect(discovery.getByLabel('Within')).toHaveValue('20');
  await discovery.getByRole('button', { name: /^Show all \d+ runs$/ }).click();
  await discovery.getByRole('link', { name: new RegExp(event.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.goBack();
  await expect(found).toBeVisible();
});

test('home lists ten runs with their zones, then Load more; stat cards and empty My Events lead on', async ({
  page,
}) => {
  await signUpRunner(page.request, 'Lou', 'Loader');
  await page.goto('/');
  const list = page.getByTestId('upcoming-list');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('listitem').first()).toContainText(ZONE);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(20);
  // Filter labels read like the events: clock ranges and the distance tags each choice finds.
  const timeOptions = page.getByLabel('Time of day').locator('option');
  await expect(timeOptions.filter({ hasText: /^Morning, 6:00\sam–12:00\spm$/ })).toHaveCount(1);
  const distanceOptions = page.getByLabel('Distance', { exact: true }).locator('option');
  await expect(distanceOptions.filter({ hasText: '10K: 10k, 15k, 10 miles, 8k/5 miles' })).toHaveCount(1);
  await shot(page, 'home');
  await page.getByTestId('stat-cards').click();
  await expect(page).toHaveURL(/\/my-events$/);
  await page.getByRole('link', { name: 'Find runs near you' }).click();
  await expect(page).toHaveURL(/\/#events-near-me$/);
  await expect(page.getByRole('heading', { name: 'Events Near Me' })).toBeInViewport();
});

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;
// English that once leaked through in other languages (issue 16); none of it may show outside English.
const LEFTOVER_ENGLISH = [
  "I'm in!",
  'See you there!',
  'Half Marathon',
  'Relay',
  'Zoom in',
  'Zoom out',
  'Official race',
];

async function checkLanguage(page: Page, language: string, path: string) {
  await page.evaluate((lng) => localStorage.setItem('preferredLanguage', lng), language);
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const text = await page.locator('body').innerText();
  // A key shown instead of its text means it is missing from the locale files.
  expect(text, `${language} ${path}`).not.toMatch(/\b(common|events|landing|home|auth):[a-z]\w*\./);
  const labels = await page
    .locator('[aria-label], [title]')
    .evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`).join(' '),
    );
  if (language !== 'en') {
    for (const english of LEFTOVER_ENGLISH)
      expect(`${text} ${labels}`, `${language} ${path}`).not.toContain(english);
  }
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('.leaflet-tile-pane')
    .analyze();
  expect(axe.violations.map((v) => `${language} ${path}: ${v.id}`)).toEqual([]);
}

test('the landing page with its run search, in all 8 languages: translated and axe clean', async ({
  page,
}) => {
  await page.goto('/faqs');
  for (const language of LANGUAGES) {
    await checkLanguage(page, language, '/');
    await expect(page.locator('#find-runs form')).toBeVisible();
  }
});

test("a host's event page, in all 8 languages: translated and axe clean", async ({ page }) => {
  await signUpRunner(page.request, 'Lang', 'Host');
  const club = await page.request.post('/api/runclubs', {
    data: { name: `Language Striders ${Date.now()}`, location: 'Bondi, NSW 2026' },
  });
  expect(club.status(), await club.text()).toBe(201);
  const event = await createEventViaApi(page.request, {
    title: `Languages Loop ${Date.now()}`,
    distances: ['Half Marathon', 'Other', 'Relay'],
    clubId: ((await club.json()) as { id: number }).id,
  });
  await page.goto('/faqs');
  for (const language of LANGUAGES) {
    // A signed-in runner's pages follow their account's language (issue 26).
    const set = await page.request.put('/api/users/me/language', { data: { language } });
    expect(set.status(), await set.text()).toBe(204);
    await checkLanguage(page, language, `/events/${event.id}`);
    await expect(page.getByTestId('host-badge')).toBeVisible();
    await expect(page.locator('.leaflet-control-zoom-in')).toBeVisible();
  }
});
